import Button from 'react-bootstrap/Button';
import type { Favourite } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { useAuth } from '@/features/auth/auth-context';
import { MemberPerksPrompt } from '@/features/members/components/member-perks-prompt';
import { MovieRefCard } from '@/features/members/components/movie-ref-card';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useMyFavourites } from '../api/get-my-favourites';
import { useToggleFavourite } from '../api/toggle-favourite';

export const FAVOURITE_REMOVED = 'Video removed from your favourites!';

function RemoveFavouriteButton({ favourite }: { favourite: Favourite }) {
  const { mutateAsync, isPending } = useToggleFavourite();
  const { movie } = favourite;

  async function remove() {
    try {
      const { isFavourite } = await mutateAsync(movie.wmcExternalId);
      // The call toggles: "favourite" means it had already gone (from another tab) and was just re-added.
      if (isFavourite) await mutateAsync(movie.wmcExternalId);
      notify.success(FAVOURITE_REMOVED);
    } catch (error) {
      notifyError(error, 'The video could not be removed from your favourites.');
    }
  }

  return (
    <Button
      variant="outline-danger"
      size="sm"
      className="w-100"
      disabled={isPending}
      aria-busy={isPending || undefined}
      aria-label={`Remove ${movie.title} from favourites`}
      onClick={() => {
        void remove();
      }}
    >
      Remove
    </Button>
  );
}

function MemberFavourites() {
  const { data: favourites, isPending, isError, error } = useMyFavourites();
  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <p role="alert" className="text-danger">
        Your favourites could not be loaded: {errorMessage(error)}
      </p>
    );
  }
  if (favourites.length === 0) {
    return (
      <p className="text-body-secondary">
        Your Favebox is empty...for now! Hit Fave on any vid you love and it will wait for you here.
      </p>
    );
  }
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled" aria-label="Your favourites">
      {favourites.map((favourite) => (
        <li key={favourite.id} className="col">
          <MovieRefCard movie={favourite.movie} action={<RemoveFavouriteButton favourite={favourite} />} />
        </li>
      ))}
    </ul>
  );
}

/** /myfavourites, 'My Favebox' (spec 2): the member's favourite videos, each removable. */
export function Favebox() {
  const { status } = useAuth();
  return (
    <>
      <PageTitle title="My Favebox" />
      <h1 className="mb-3">My Favebox</h1>
      {status === 'checking' ? (
        <LoadingMessage />
      ) : status === 'anonymous' ? (
        <MemberPerksPrompt lead="Your Favebox keeps the vids you love in one place. Join to start filling it." />
      ) : (
        <MemberFavourites />
      )}
    </>
  );
}
