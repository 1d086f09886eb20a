import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useActorSelection } from '../api/get-actor-selection';
import { ActorGrid } from './actor-grid';
import { useMessages } from '@/lib/i18n/messages';

/** `amount` random stars, each linking to their page (home). */
export function RandomStars({ amount }: { amount: number }) {
  const headingId = useId();
  const t = useMessages();
  const query = useActorSelection(amount);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <h2 id={headingId} className="sl-section-title">
          {t.head.stars}
        </h2>
        <Link to={paths.actors}>{t.ui.allStars}</Link>
      </div>
      <QueryState query={query} what={t.ui.theStars} empty={t.ui.noStars}>
        {(actors) => <ActorGrid actors={actors} aria-labelledby={headingId} />}
      </QueryState>
    </section>
  );
}
