import { useAuth } from '@/lib/auth/auth-context';
import { useToggleFavourite } from '../api/toggle-favourite';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import type { FavouriteToggleResult } from '@starlane/contract';
import { useMessages } from '@/lib/i18n/messages';

export interface FaveButtonProps {
  videoId: string;
  isFavourite: boolean;
  onToggled?: (state: FavouriteToggleResult) => void;
}

/** Adds the video to the member's Favebox or takes it out again; the pressed state shows which. */
export function FaveButton({ videoId, isFavourite, onToggled }: FaveButtonProps) {
  const { isSignedIn } = useAuth();
  const { mutate, isPending } = useToggleFavourite();
  const t = useMessages();

  const toggle = () => {
    if (!isSignedIn) {
      notifyNotLoggedIn(t.spec.notLoggedIn);
      return;
    }
    mutate(videoId, {
      onSuccess: (state) => {
        notify.success(state.isFavourite ? t.spec.addedToFavourites : t.video.faveRemoved);
        onToggled?.(state);
      },
      onError: (error) => {
        notifyError(error, t.video.faveFailed);
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
      {t.video.fave}
    </button>
  );
}
