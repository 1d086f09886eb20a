import { useMessages } from '@/lib/i18n/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CardSection } from '@/components/titled-section';

/** The membership perks list beside the sign-in form, with the sign-up link (spec 1 and 2). */
export function MemberPerks() {
  const t = useMessages();
  const perks = [...t.account.perks, t.labels.premiumContent];
  return (
    <CardSection title={t.account.notMemberYet} className="h-100" bodyClassName="card-body p-3 p-sm-4">
      <p className="mb-2">{t.account.membershipFree}</p>
      <ul>
        {perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <Link to={paths.signUp} className="btn btn-outline-light">
        {t.account.signUp}
      </Link>
    </CardSection>
  );
}
