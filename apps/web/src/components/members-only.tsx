import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { LoadingMessage } from './loading-message';
import { PageTitle } from './page-title';
import { CardSection } from './titled-section';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Shown to visitors on the member-only pages instead of the member's data: why join, and where to sign up.
 * `lead` says what the page would have shown them.
 */
function MemberPerksPrompt({ lead }: { lead: string }) {
  const t = useMessages();
  return (
    <CardSection title={t.membersOnly.join}>
      <p>{lead}</p>
      <p className="mb-2">{t.membersOnly.asMember}</p>
      <ul>
        {/* What membership brings (spec 1 and 2): rating and commenting are advertised as perks. */}
        {t.membersOnly.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Link to={paths.join} className="btn btn-primary">
          {t.membersOnly.signUpNow}
        </Link>
        <span className="text-body-secondary">
          {t.account.alreadyMember} <Link to={paths.signIn}>{t.auth.signIn}</Link>
        </span>
      </div>
    </CardSection>
  );
}

/**
 * The body of a member-only page that visitors may still open (the spec's My pages): the loading message
 * while the auth check runs, the perks prompt for visitors, `children` for members.
 */
export function MembersOnly({ lead, children }: { lead: string; children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'checking') return <LoadingMessage />;
  if (status === 'anonymous') return <MemberPerksPrompt lead={lead} />;
  return <>{children}</>;
}

/** A whole My page: its title as the document title and heading, then the member-only body. */
export function MemberPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <h1 className="mb-3">{title}</h1>
      <MembersOnly lead={lead}>{children}</MembersOnly>
    </>
  );
}
