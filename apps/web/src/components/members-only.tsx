import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { LoadingMessage } from './loading-message';
import { PageTitle } from './page-title';

/** What membership brings (spec 1 and 2): rating and commenting are advertised as perks. */
const MEMBER_PERKS = [
  'Rate every vid from 1 to 5',
  'Comment and join the conversation',
  'Keep your favourite vids in your own Favebox',
  'Build and share your own playlists',
  'Get personal toplists of what you watched and rated most',
] as const;

/**
 * Shown to visitors on the member-only pages instead of the member's data: why join, and where to sign up.
 * `lead` says what the page would have shown them.
 */
function MemberPerksPrompt({ lead }: { lead: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card bg-body-tertiary border-secondary-subtle my-3">
      <div className="card-body">
        <h2 id={headingId} className="h4 card-title">
          Join the gang, it is free!
        </h2>
        <p>{lead}</p>
        <p className="mb-2">As a member you can:</p>
        <ul>
          {MEMBER_PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Link to={paths.join} className="btn btn-primary">
            Sign up now
          </Link>
          <span className="text-body-secondary">
            Already a member? <Link to={paths.signIn}>Sign in</Link>
          </span>
        </div>
      </div>
    </section>
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
