import { useId, useMemo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import type { Actor } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { STAR_PAGE_SIZE, VIDEO_LISTING_COLUMNS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useActorByName } from '@/features/actors/api/get-actor-by-name';
import { PORTRAIT_SIZE } from '@/features/actors/components/actor-grid';
import { actorName } from '@/features/actors/utils';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { getVideosByActorPagesQueryOptions } from '@/features/videos/api/get-videos-by-actor';
import { VideoListing } from '@/features/videos/components/video-listing';
import { errorMessage, isApiError } from '@/lib/api-client';

function StarVideos({ actor }: { actor: Actor }) {
  const headingId = useId();
  const name = actorName(actor);
  const listing = useMemo(
    () => getVideosByActorPagesQueryOptions(actor.wmcExternalId, STAR_PAGE_SIZE),
    [actor.wmcExternalId],
  );
  return (
    <>
      <header className="d-flex align-items-center gap-3 mb-4">
        {actor.profilePicture ? (
          <img
            className="sl-star-portrait"
            src={actor.profilePicture}
            alt={`Portrait of ${name}`}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
          />
        ) : null}
        <h1 className="h2 mb-0">{name}</h1>
      </header>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sl-section-title">
          Videos with {name}
        </h2>
        <VideoListing
          query={listing}
          columns={VIDEO_LISTING_COLUMNS}
          moreLabel="Show me more"
          aria-labelledby={headingId}
        />
      </section>
    </>
  );
}

/** /actor/:actorName: the star (looked up by "First Last"), their videos five at a time, partner ads. */
export default function ActorPage() {
  const { actorName: nameParam = '' } = useParams();
  const { data: actor, isPending, isError, error } = useActorByName(nameParam);

  let content;
  if (isPending) content = <LoadingMessage />;
  else if (isError) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    content = (
      <div className="py-4">
        <PageTitle title={missing ? 'Star not found' : 'Star'} />
        <h1 className="h3">{missing ? 'Star not found' : 'This star could not be loaded'}</h1>
        <p className="text-body-secondary">
          {missing ? `We know no star called “${nameParam}”.` : errorMessage(error)}
        </p>
        <Link to={paths.actors} className="btn btn-primary">
          See all stars
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <PageTitle title={actorName(actor)} />
        <StarVideos actor={actor} />
      </>
    );
  }

  return (
    <Row className="g-4">
      <Col lg={9}>{content}</Col>
      <Col lg={3} as="aside" aria-label="Partners">
        <AdBanner className="mb-3" />
        <AdBanner />
      </Col>
    </Row>
  );
}
