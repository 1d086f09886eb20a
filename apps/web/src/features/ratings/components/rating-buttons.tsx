import { useAuth } from '@/lib/auth/auth-context';
import { RATING_MAX, RATING_MIN } from '@/config/constants';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { useMessages } from '@/lib/i18n/messages';
import { useRateVideo } from '../api/rate-video';
import type { RatingResult } from '@starlane/contract';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export interface RatingButtonsProps {
  /** The video's public id (wmcExternalId). */
  videoId: string;
  /** The member's current rating, shown as selected; null or undefined when none. */
  myRating?: number | null | undefined;
  /** Called with the server's new totals, so the page can show them at once. */
  onRated?: (result: RatingResult) => void;
}

/** Buttons 1 to 5 for rating a video (spec 2). Visitors get the not-logged-in toast. */
export function RatingButtons({ videoId, myRating, onRated }: RatingButtonsProps) {
  const { isSignedIn } = useAuth();
  const { mutate, isPending, variables } = useRateVideo();
  const t = useMessages();
  // While a rating is on its way it is already shown as chosen.
  const selected = isPending ? variables.rating : (myRating ?? null);

  const rate = (rating: number) => {
    if (!isSignedIn) {
      notifyNotLoggedIn(t.spec.notLoggedIn);
      return;
    }
    mutate(
      { videoId, rating },
      {
        onSuccess: (result) => {
          notify.success(t.spec.ratingThanks);
          onRated?.(result);
        },
        onError: (error) => {
          notifyError(error, t.video.ratingFailed);
        },
      },
    );
  };

  return (
    <div role="group" aria-label={t.video.rateThisVideo} className="sl-rating-buttons d-inline-flex gap-1">
      {SCALE.map((value) => {
        const filled = selected !== null && value <= selected;
        return (
          <button
            key={value}
            type="button"
            className={`btn btn-sm sl-rating-button ${filled ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-label={t.video.rate(value)}
            aria-pressed={selected === value}
            // Not `disabled`: a disabled button drops the keyboard focus to the page's body mid-rating.
            aria-disabled={isPending || undefined}
            onClick={() => {
              if (!isPending) rate(value);
            }}
          >
            <span aria-hidden="true">{value}&#9733;</span>
          </button>
        );
      })}
    </div>
  );
}
