import { LoadMore } from '@/components/load-more';
import { PlaylistCard } from '@/components/playlist-card';
import { QueryState } from '@/components/query-state';
import { usePlaylists } from '../api/get-playlists';
import { useMessages } from '@/lib/i18n/messages';

/** Every playlist (spec 2, /playlists) as cards; more load on demand past the API's page size. */
export function PlaylistListing() {
  const query = usePlaylists();
  const t = useMessages();
  return (
    <QueryState query={query} what={t.playlists.thePlaylists} empty={t.playlists.noneYet}>
      {(playlists) => (
        <>
          <ul
            role="list"
            className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled"
            aria-label={t.head.playlists}
          >
            {playlists.map((playlist) => (
              <li key={playlist.id} className="col">
                <PlaylistCard playlist={playlist} headingLevel={2} showOwner />
              </li>
            ))}
          </ul>
          <LoadMore query={query} label={t.playlists.showMore} what={t.playlists.playlists} />
        </>
      )}
    </QueryState>
  );
}
