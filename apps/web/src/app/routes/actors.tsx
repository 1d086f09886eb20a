import { useId } from 'react';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { useActors } from '@/features/actors/api/get-actors';
import { ActorGrid } from '@/features/actors/components/actor-grid';
import { errorMessage } from '@/lib/api-client';

/** /actors: every star with picture and name. */
export default function ActorsPage() {
  const headingId = useId();
  const { data: actors, isPending, isError, error } = useActors();
  return (
    <>
      <PageTitle title="Stars" />
      <h1 id={headingId} className="sl-section-title h3">
        Stars
      </h1>
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
    </>
  );
}
