import Button from 'react-bootstrap/Button';
import { LoadingMessage } from '@/components/loading-message';
import { errorMessage } from '@/lib/api-client';
import { usePlaylists } from '../api/get-playlists';
import { PlaylistCard } from './playlist-card';

/** Every playlist (spec 2, /playlists) as cards; more load on demand past the API's page size. */
export function PlaylistListing() {
  const {
    data: playlists,
    isPending,
    isError,
    error,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = usePlaylists();

  if (isPending) return <LoadingMessage />;
  if (isError && playlists === undefined) {
    return (
      <p role="alert" className="text-danger">
        The playlists could not be loaded: {errorMessage(error)}
      </p>
    );
  }
  if (playlists.length === 0) return <p className="text-body-secondary">No playlists yet.</p>;

  return (
    <>
      <ul
        role="list"
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled"
        aria-label="Playlists"
      >
        {playlists.map((playlist) => (
          <li key={playlist.id} className="col">
            <PlaylistCard playlist={playlist} />
          </li>
        ))}
      </ul>
      {isError ? (
        <p role="alert" className="text-danger mt-3 text-center">
          More playlists could not be loaded: {errorMessage(error)}
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="text-center mt-4">
          <Button
            variant="primary"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
            onClick={() => {
              void fetchNextPage();
            }}
          >
            Show me more playlists
          </Button>
        </div>
      ) : null}
    </>
  );
}
