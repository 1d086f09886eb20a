import { LoadMore } from '@/components/load-more';
import { PlaylistCard } from '@/components/playlist-card';
import { QueryState } from '@/components/query-state';
import { usePlaylists } from '../api/get-playlists';

/** Every playlist (spec 2, /playlists) as cards; more load on demand past the API's page size. */
export function PlaylistListing() {
  const query = usePlaylists();
  return (
    <QueryState query={query} what="The playlists" empty="No playlists yet.">
      {(playlists) => (
        <>
          <ul
            role="list"
            className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled"
            aria-label="Playlists"
          >
            {playlists.map((playlist) => (
              <li key={playlist.id} className="col">
                <PlaylistCard playlist={playlist} headingLevel={2} showOwner />
              </li>
            ))}
          </ul>
          <LoadMore query={query} label="Show me more playlists" what="playlists" />
        </>
      )}
    </QueryState>
  );
}
