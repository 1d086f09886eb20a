import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Playlist } from '@starlane/contract';
import { useFormat } from '@/lib/format';
import { MEMBER_PLAYLIST_PREVIEWS } from '@/config/constants';
import { paths } from '@/config/paths';
import { CuratedBadge } from './curated-badge';
import { MovieThumb } from './movie-thumb';
import { useMessages } from '@/lib/i18n/messages';

export interface PlaylistCardProps {
  playlist: Playlist;
  /** 2 where the cards sit right under the page's heading (the public listing), 3 under a section's. */
  headingLevel?: 2 | 3;
  /** Names the owner, linking to their crib (the public listing; a member's own pages need not). */
  showOwner?: boolean;
  /** Buttons acting on the playlist (the owner's rename and delete). */
  actions?: ReactNode;
}

/** A playlist as a card: its name, video count and preview thumbnails, all linking to its page. */
export function PlaylistCard({ playlist, headingLevel = 3, showOwner = false, actions }: PlaylistCardProps) {
  const headingId = useId();
  const t = useMessages();
  const format = useFormat();
  const to = paths.playlist(playlist.id);
  const movies = playlist.playlistMovies.slice(0, MEMBER_PLAYLIST_PREVIEWS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article aria-labelledby={headingId} className="card h-100 bg-body-tertiary border-secondary-subtle">
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <Heading id={headingId} className="h5 card-title mb-0 text-break">
            <Link to={to} className="link-light link-underline-opacity-0 link-underline-opacity-75-hover">
              {playlist.name}
            </Link>
            {playlist.curated ? <CuratedBadge /> : null}
          </Heading>
          <p className="text-body-secondary small mb-0">
            {showOwner ? (
              <>
                {t.playlists.by}{' '}
                <Link to={paths.member(playlist.memberId, playlist.memberName)} className="text-break">
                  {playlist.memberName}
                </Link>{' '}
                &middot;{' '}
              </>
            ) : null}
            {t.playlists.videoCount(playlist.videoCount, format.count(playlist.videoCount))}
          </p>
        </div>
        {movies.length === 0 ? (
          <p className="text-body-secondary mb-0">{t.spec.emptyPlaylist}</p>
        ) : (
          // The heading's link already names the target; these are a second, larger click target for the mouse.
          <Link to={to} tabIndex={-1} aria-hidden="true" className="d-block mt-auto">
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
