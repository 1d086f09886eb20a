import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMessages, type Messages } from '@/lib/i18n/messages';

const cornerLinks = (t: Messages) => [
  { to: paths.myPlaylists, label: t.labels.myPlaylists, text: t.corner.playlists },
  { to: paths.myFavourites, label: t.labels.myFavebox, text: t.corner.favourites },
  { to: paths.myToplists, label: t.corner.myToplists, text: t.corner.toplists },
  { to: paths.manageProfile, label: t.labels.manageMyProfile, text: t.corner.profile },
];

/** The dashboard's member corner (spec 2): links to the member's own pages. */
export function MemberCorner() {
  const t = useMessages();
  return (
    <nav aria-label={t.corner.title}>
      <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled mb-0">
        {cornerLinks(t).map(({ to, label, text }) => (
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
