import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LABELS } from '@starlane/contract';

/** What membership brings (spec 1 and 2), as the sign-in page lists it. */
export const SIGN_IN_PERKS = [
  'Rate videos',
  'Comment on videos',
  'Keep your favourites in your own Favebox',
  'Create and share your own playlists',
  'Get personal toplists',
  LABELS.premiumContent,
] as const;

/** The membership perks list beside the sign-in form, with the sign-up link. */
export function MemberPerks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card border-secondary-subtle h-100">
      <div className="card-body p-3 p-sm-4">
        <h2 id={headingId} className="h4 card-title">
          Not a member yet?
        </h2>
        <p className="mb-2">Membership is free. As a member you can:</p>
        <ul>
          {SIGN_IN_PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <Link to={paths.signUp} className="btn btn-outline-light">
          Sign up
        </Link>
      </div>
    </section>
  );
}
