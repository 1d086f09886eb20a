import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LABELS } from '@starlane/contract';

const CORNER_LINKS = [
  { to: paths.myPlaylists, label: LABELS.myPlaylists, text: 'Make, tweak and share your playlists.' },
  { to: paths.myFavourites, label: LABELS.myFavebox, text: 'The vids you faved, in one place.' },
  { to: paths.myToplists, label: 'My Toplists', text: 'What you watched and rated most.' },
  {
    to: paths.manageProfile,
    label: LABELS.manageMyProfile,
    text: 'Password, e-mail, your data, your account.',
  },
] as const;

/** The dashboard's member corner (spec 2): links to the member's own pages. */
export function MemberCorner() {
  return (
    <nav aria-label="Member corner">
      <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled mb-0">
        {CORNER_LINKS.map(({ to, label, text }) => (
          <li key={to} className="col">
            <div className="card h-100 bg-body-tertiary border-secondary-subtle">
              <div className="card-body">
                <h2 className="h5 card-title">
                  <Link to={to} className="stretched-link">
                    {label}
                  </Link>
                </h2>
                <p className="card-text text-body-secondary mb-0">{text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
