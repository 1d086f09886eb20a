import { useId } from 'react';
import { useMessages } from '@/lib/i18n/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The membership perks list beside the sign-in form, with the sign-up link (spec 1 and 2). */
export function MemberPerks() {
  const headingId = useId();
  const t = useMessages();
  const perks = [...t.account.perks, t.labels.premiumContent];
  return (
    <section aria-labelledby={headingId} className="card border-secondary-subtle h-100">
      <div className="card-body p-3 p-sm-4">
        <h2 id={headingId} className="h4 card-title">
          {t.account.notMemberYet}
        </h2>
        <p className="mb-2">{t.account.membershipFree}</p>
        <ul>
          {perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <Link to={paths.signUp} className="btn btn-outline-light">
          {t.account.signUp}
        </Link>
      </div>
    </section>
  );
}
