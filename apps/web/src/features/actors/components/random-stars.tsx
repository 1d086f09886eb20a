import { useId } from 'react';
import { Link } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useActorSelection } from '../api/get-actor-selection';
import { ActorGrid } from './actor-grid';

/** `amount` random stars, each linking to their page (home). */
export function RandomStars({ amount, title = 'Stars' }: { amount: number; title?: string }) {
  const headingId = useId();
  const { data: actors, isPending, isError, error } = useActorSelection(amount);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <h2 id={headingId} className="sl-section-title">
          {title}
        </h2>
        <Link to={paths.actors}>All stars</Link>
      </div>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p role="alert" className="text-danger">
          Stars could not be loaded: {errorMessage(error)}
        </p>
      ) : actors.length === 0 ? (
        <p className="text-body-secondary">No stars yet.</p>
      ) : (
        <ActorGrid actors={actors} aria-labelledby={headingId} />
      )}
    </section>
  );
}
