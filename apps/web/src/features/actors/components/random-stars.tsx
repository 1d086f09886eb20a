import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useActorSelection } from '../api/get-actor-selection';
import { ActorGrid, NO_STARS } from './actor-grid';

/** `amount` random stars, each linking to their page (home). */
export function RandomStars({ amount }: { amount: number }) {
  const headingId = useId();
  const query = useActorSelection(amount);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <h2 id={headingId} className="sl-section-title">
          Stars
        </h2>
        <Link to={paths.actors}>All stars</Link>
      </div>
      <QueryState query={query} what="Stars" empty={NO_STARS}>
        {(actors) => <ActorGrid actors={actors} aria-labelledby={headingId} />}
      </QueryState>
    </section>
  );
}
