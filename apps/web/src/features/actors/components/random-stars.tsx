import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { useActorSelection } from '../api/get-actor-selection';
import { ActorGrid } from './actor-grid';
import { useMessages } from '@/lib/i18n/messages';

/** `amount` random stars, each linking to their page (home). */
export function RandomStars({ amount }: { amount: number }) {
  const t = useMessages();
  const query = useActorSelection(amount);
  return (
    <TitledSection title={t.head.stars} aside={<Link to={paths.actors}>{t.ui.allStars}</Link>}>
      {(headingId) => (
        <QueryState query={query} what={t.ui.theStars} empty={t.ui.noStars}>
          {(actors) => <ActorGrid actors={actors} aria-labelledby={headingId} />}
        </QueryState>
      )}
    </TitledSection>
  );
}
