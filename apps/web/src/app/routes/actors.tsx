import { useId } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useActors } from '@/features/actors/api/get-actors';
import { ActorGrid } from '@/features/actors/components/actor-grid';
import type { PageLoad } from '@/lib/page-load';
import { getActorsQueryOptions } from '@/features/actors/api/get-actors';
import { useMessages } from '@/lib/i18n/messages';

/** /actors: every star with picture and name. */
export default function ActorsPage() {
  const headingId = useId();
  const query = useActors();
  const t = useMessages();
  return (
    <>
      <PageTitle title={t.head.stars} />
      <h1 id={headingId} className="sl-section-title h3">
        {t.head.stars}
      </h1>
      <QueryState query={query} what={t.ui.theStars} empty={t.ui.noStars}>
        {(actors) => <ActorGrid actors={actors} aria-labelledby={headingId} />}
      </QueryState>
    </>
  );
}

export const load: PageLoad = ({ load }) => load(getActorsQueryOptions());
