import { useId } from 'react';
import { Link } from 'react-router';
import type { VideoListItem } from '@starlane/contract';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useCountdown } from '../lib/use-countdown';
import { useMessages } from '@/lib/i18n/messages';

/** Seconds between the end of a video and the next one starting, unless cancelled. */
export const UP_NEXT_SECONDS = 8;

/** "Up next": the video that follows this one, with a link to it. */
export function UpNextCard({ next }: { next: VideoListItem }) {
  const headingId = useId();
  const t = useMessages();
  const format = useFormat();
  return (
    <section aria-labelledby={headingId} className="sl-up-next-card d-flex gap-2 align-items-center mt-3">
      <img src={next.thumbnail} alt="" width={96} height={54} className="rounded" loading="lazy" />
      <div className="sl-up-next-text">
        <h2 id={headingId} className="h6 mb-0 text-uppercase text-body-secondary">
          {t.player.upNext}
        </h2>
        <Link to={paths.video(next.wmcExternalId, next.title)} className="text-break">
          {next.title}
        </Link>{' '}
        <span className="text-body-secondary small">{format.duration(next.length)}</span>
      </div>
    </section>
  );
}

export interface UpNextCountdownProps {
  next: VideoListItem;
  /** Goes to the next video (at the end of the countdown, or at once with "Play now"). */
  onPlay: () => void;
  onCancel: () => void;
  seconds?: number;
}

/** Shown over the player when a video ends: the next one starts after a countdown, unless cancelled. */
export function UpNextCountdown({ next, onPlay, onCancel, seconds = UP_NEXT_SECONDS }: UpNextCountdownProps) {
  const left = useCountdown(seconds, onPlay);
  const t = useMessages();
  return (
    <div className="sl-up-next-overlay" role="region" aria-label={t.player.upNext}>
      <p className="mb-2" aria-live="polite">
        {t.player.upNextIn} <span className="fw-bold">{left}</span> s:{' '}
        <span className="fw-bold">{next.title}</span>
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-primary" onClick={onPlay}>
          {t.player.playNow}
        </button>
        <button type="button" className="btn btn-sm btn-outline-light" onClick={onCancel}>
          {t.player.cancelUpNext}
        </button>
      </div>
    </div>
  );
}
