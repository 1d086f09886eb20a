import { Link } from 'react-router';
import type { Comment, Favourite, Playlist } from '@starlane/contract';
import { MovieRefCard } from '@/components/movie-ref-card';
import { PlaylistCard } from '@/components/playlist-card';
import { MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n/messages';
import { cribPlaylists } from '../lib/crib';

/** The crib's playlists: only those with more than MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE videos. */
export function PlaylistsTab({ name, playlists }: { name: string; playlists: Playlist[] }) {
  const shown = cribPlaylists(playlists);
  const t = useMessages();
  if (shown.length === 0) {
    return (
      <p className="text-body-secondary">{t.crib.noPlaylists(name, MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE)}</p>
    );
  }
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {shown.map((playlist) => (
        <li key={playlist.id} className="col">
          <PlaylistCard playlist={playlist} />
        </li>
      ))}
    </ul>
  );
}

export function FavouritesTab({ name, favourites }: { name: string; favourites: Favourite[] }) {
  const t = useMessages();
  if (favourites.length === 0) {
    return <p className="text-body-secondary">{t.crib.noFavourites(name)}</p>;
  }
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
      {favourites.map((favourite) => (
        <li key={favourite.id} className="col">
          <MovieRefCard movie={favourite.movie} />
        </li>
      ))}
    </ul>
  );
}

export function CommentsTab({ name, comments }: { name: string; comments: Comment[] }) {
  const t = useMessages();
  const format = useFormat();
  if (comments.length === 0) {
    return <p className="text-body-secondary">{t.crib.noComments(name)}</p>;
  }
  return (
    <ol className="list-unstyled d-flex flex-column gap-3">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="card bg-body-tertiary border-secondary-subtle">
            <div className="card-body p-3">
              <p className="small text-body-secondary mb-1">
                <time dateTime={comment.createdDate}>{format.commentDate(comment.createdDate)}</time>
                {` ${t.crib.on} `}
                <Link to={paths.video(comment.video.wmcExternalId, comment.video.title)}>
                  {comment.video.title}
                </Link>
              </p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {comment.body}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
