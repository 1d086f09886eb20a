import Button from 'react-bootstrap/Button';
import type { Favourite } from '@starlane/contract';
import { notify, notifyError } from '@/lib/toast';
import { useToggleFavourite } from '../api/toggle-favourite';

export const FAVOURITE_REMOVED = 'Video removed from your favourites!';

export function RemoveFavouriteButton({ favourite }: { favourite: Favourite }) {
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
