import { useAuth } from '@/lib/auth/auth-context';
import { useToggleFavourite } from '../api/toggle-favourite';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { type FavouriteToggleResult, MESSAGES } from '@starlane/contract';

export const FAVE_REMOVED_MESSAGE = 'Video removed from your favourites.';

export interface FaveButtonProps {
  videoId: string;
  isFavourite: boolean;
  onToggled?: (state: FavouriteToggleResult) => void;
}

/** Adds the video to the member's Favebox or takes it out again; the pressed state shows which. */
export function FaveButton({ videoId, isFavourite, onToggled }: FaveButtonProps) {
  const { isSignedIn } = useAuth();
  const { mutate, isPending } = useToggleFavourite();

  const toggle = () => {
    if (!isSignedIn) {
      notifyNotLoggedIn();
      return;
    }
    mutate(videoId, {
      onSuccess: (state) => {
        notify.success(state.isFavourite ? MESSAGES.addedToFavourites : FAVE_REMOVED_MESSAGE);
        onToggled?.(state);
      },
      onError: (error) => {
        notifyError(error, 'Your Favebox could not be updated. Please try again.');
      },
    });
  };

  return (
    <button
      type="button"
      className={`btn btn-sm ${isFavourite ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={isFavourite}
      disabled={isPending}
      onClick={toggle}
    >
      <span aria-hidden="true">{isFavourite ? '\u2665 ' : '\u2661 '}</span>
      Fave
    </button>
  );
}
