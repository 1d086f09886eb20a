import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Playlist } from '@starlane/contract';
import { paths } from '@/config/paths';
import { MovieThumb } from './movie-thumb';

export function videoCountLabel(count: number): string {
  return count === 1 ? '1 video' : `${String(count)} videos`;
}

export interface PlaylistPreviewCardProps {
  playlist: Playlist;
  /** How many preview thumbnails to show at most. */
  previews: number;
  /** Buttons acting on the playlist (the owner's rename and delete). */
  actions?: ReactNode;
}

/** A playlist as a card: its name and video count, and preview thumbnails, all linking to its page. */
export function PlaylistPreviewCard({ playlist, previews, actions }: PlaylistPreviewCardProps) {
  const headingId = useId();
  const to = paths.playlist(playlist.id);
  const movies = playlist.playlistMovies.slice(0, previews);

  return (
    <article aria-labelledby={headingId} className="card h-100 bg-body-tertiary border-secondary-subtle">
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <h3 id={headingId} className="h5 card-title mb-0 text-break">
            <Link to={to} className="link-light link-underline-opacity-0 link-underline-opacity-75-hover">
              {playlist.name}
            </Link>
          </h3>
          <p className="text-body-secondary small mb-0">{videoCountLabel(playlist.videoCount)}</p>
        </div>
        {movies.length === 0 ? (
          <p className="text-body-secondary mb-0">No videos added...yet ;)</p>
        ) : (
          // The heading's link already names the target; these are a second, larger click target for the mouse.
          <Link to={to} tabIndex={-1} aria-hidden="true" className="d-block">
            <ul className="row row-cols-5 g-1 list-unstyled mb-0" data-testid="playlist-previews">
              {movies.map((entry) => (
                <li key={entry.id} className="col">
                  <MovieThumb movie={entry.movie} />
                </li>
              ))}
            </ul>
          </Link>
        )}
        {actions ? <div className="d-flex flex-wrap gap-2 mt-auto pt-1">{actions}</div> : null}
      </div>
    </article>
  );
}
