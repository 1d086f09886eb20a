import type { ReactNode } from 'react';
import type { HistoryEntry } from '@starlane/contract';
import { MovieRefCard } from '@/components/movie-ref-card';
import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n/messages';

/** A video from the history: its card, how far the viewer got, and an optional action. */
export function HistoryCard({
  entry,
  action,
  headingLevel,
}: {
  entry: HistoryEntry;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { movie, positionSeconds } = entry;
  const t = useMessages();
  const format = useFormat();
  const share = movie.length > 0 ? Math.min(100, Math.round((positionSeconds / movie.length) * 100)) : 0;
  return (
    <MovieRefCard
      movie={movie}
      {...(headingLevel ? { headingLevel } : {})}
      action={
        <>
          <div
            className="progress mb-1"
            style={{ height: '4px' }}
            role="progressbar"
            aria-label={t.history.watchedOf(format.duration(positionSeconds), format.duration(movie.length))}
            aria-valuenow={share}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${String(share)}%` }} />
          </div>
          <small className="text-body-secondary">
            {format.duration(positionSeconds)} / {format.duration(movie.length)}
          </small>
          {action ? <div className="mt-2">{action}</div> : null}
        </>
      }
    />
  );
}
