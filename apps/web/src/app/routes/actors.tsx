import { useId } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useActors } from '@/features/actors/api/get-actors';
import { ActorGrid, NO_STARS } from '@/features/actors/components/actor-grid';
import type { PageLoad } from '@/lib/page-load';
import { getActorsQueryOptions } from '@/features/actors/api/get-actors';

/** /actors: every star with picture and name. */
export default function ActorsPage() {
  const headingId = useId();
  const query = useActors();
  return (
    <>
      <PageTitle title="Stars" />
      <h1 id={headingId} className="sl-section-title h3">
        Stars
      </h1>
      <QueryState query={query} what="Stars" empty={NO_STARS}>
        {(actors) => <ActorGrid actors={actors} aria-labelledby={headingId} />}
      </QueryState>
    </>
  );
}

export const load: PageLoad = ({ load }) => load(getActorsQueryOptions());
