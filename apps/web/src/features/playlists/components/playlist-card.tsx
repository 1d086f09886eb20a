import { useId } from 'react';
import { Link } from 'react-router';
import type { Playlist } from '@starlane/contract';
import { paths } from '@/config/paths';
import { EMPTY_PLAYLIST_MESSAGE, videoCountLabel } from '../utils';
import './playlists.css';

/** A playlist in the public listing: name, owner, video count and preview thumbnails, linking to its page. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const headingId = useId();
  const to = paths.playlist(playlist.id);
  return (
    <article aria-labelledby={headingId} className="card h-100 bg-body-tertiary border-secondary-subtle">
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <h2 id={headingId} className="h5 card-title mb-1 text-break">
            <Link to={to} className="link-light link-underline-opacity-0 link-underline-opacity-75-hover">
              {playlist.name}
            </Link>
          </h2>
          <p className="small text-body-secondary mb-0">
            by{' '}
            <Link to={paths.member(playlist.memberId, playlist.memberName)} className="text-break">
              {playlist.memberName}
            </Link>{' '}
            &middot; {videoCountLabel(playlist.videoCount)}
          </p>
        </div>
        {playlist.playlistMovies.length === 0 ? (
          <p className="text-body-secondary mb-0">{EMPTY_PLAYLIST_MESSAGE}</p>
        ) : (
          // The heading's link names the target for keyboards and screen readers; this is a bigger mouse target.
          <Link to={to} tabIndex={-1} aria-hidden="true" className="sl-playlist-previews">
            {playlist.playlistMovies.map((entry) => (
              <span key={entry.id} className="sl-playlist-preview">
                <img src={entry.movie.thumbnail} alt="" loading="lazy" decoding="async" />
              </span>
            ))}
          </Link>
        )}
      </div>
    </article>
  );
}
