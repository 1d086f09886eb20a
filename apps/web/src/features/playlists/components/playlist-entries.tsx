import { Link } from 'react-router';
import { playlistVideoPath, type PlaylistEntry } from '../utils';
import { useMessages } from '@/lib/i18n/messages';

export interface PlaylistEntriesProps {
  playlistId: number;
  entries: readonly PlaylistEntry[];
  /** The entry playing now. */
  currentId: number | undefined;
  /** Given only to the playlist's owner: shows an 'X' button per video. */
  onRemove?: (entry: PlaylistEntry) => void;
  'aria-labelledby'?: string;
}

/** The playlist's videos; choosing one plays it (and puts it in the URL). */
export function PlaylistEntries({
  playlistId,
  entries,
  currentId,
  onRemove,
  'aria-labelledby': labelledBy,
}: PlaylistEntriesProps) {
  const t = useMessages();
  return (
    <ol className="sl-playlist-entries" aria-labelledby={labelledBy}>
      {entries.map((entry) => {
        const current = entry.id === currentId;
        return (
          <li
            key={entry.id}
            className={['sl-playlist-entry', current ? 'is-current' : ''].filter(Boolean).join(' ')}
          >
            <Link
              to={playlistVideoPath(playlistId, entry.movie.wmcExternalId)}
              aria-current={current ? 'true' : undefined}
              className="sl-playlist-entry-link"
            >
              <span className="sl-playlist-entry-thumb">
                <img src={entry.movie.thumbnail} alt="" loading="lazy" decoding="async" />
              </span>
              <span className="sl-playlist-entry-title">{entry.movie.title}</span>
            </Link>
            {onRemove ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger sl-playlist-remove"
                aria-label={t.playlists.removeNamed(entry.movie.title)}
                onClick={() => {
                  onRemove(entry);
                }}
              >
                X
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
