import Button from 'react-bootstrap/Button';
import type { Favourite } from '@starlane/contract';
import { notify, notifyError } from '@/lib/toast';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useMessages } from '@/lib/i18n/messages';

export function RemoveFavouriteButton({ favourite }: { favourite: Favourite }) {
  const { mutateAsync, isPending } = useToggleFavourite();
  const t = useMessages();
  const { movie } = favourite;

  async function remove() {
    try {
      const { isFavourite } = await mutateAsync(movie.wmcExternalId);
      // The call toggles: "favourite" means it had already gone (from another tab) and was just re-added.
      if (isFavourite) await mutateAsync(movie.wmcExternalId);
      notify.success(t.favourites.removed);
    } catch (error) {
      notifyError(error, t.favourites.removeFailed);
    }
  }

  return (
    <Button
      variant="outline-danger"
      size="sm"
      className="w-100"
      disabled={isPending}
      aria-busy={isPending || undefined}
      aria-label={t.favourites.removeNamed(movie.title)}
      onClick={() => {
        void remove();
      }}
    >
      {t.comments.remove}
    </Button>
  );
}
