import { useParams } from 'react-router';
import type { Actor } from '@starlane/contract';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import type { NotFoundProps } from '@/components/not-found';
import { ShareButton } from '@/components/share-button';
import { STAR_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useActorByName } from '@/features/actors/api/get-actor-by-name';
import { PORTRAIT_SIZE } from '@/features/actors/components/actor-grid';
import { actorName } from '@/features/actors/utils';
import { FollowStar } from '@/features/follows/components/follow-star-button';
import { PartnersColumn } from '@/features/ads/components/partners-column';
import { getVideosByActorPagesQueryOptions } from '@/features/videos/api/get-videos-by-actor';
import { ListingSection } from '@/features/videos/components/listing-section';
import type { PageLoad } from '@/lib/page-load';
import { getActorByNameQueryOptions } from '@/features/actors/api/get-actor-by-name';
import { getStarFollowQueryOptions } from '@/features/follows/api/get-star-follow';
import { readListingChoice } from '@/lib/listing-choice';
import { useMessages, type Messages } from '@/lib/i18n/messages';

function StarVideos({ actor }: { actor: Actor }) {
  const name = actorName(actor);
  const t = useMessages();
  return (
    <>
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        {actor.profilePicture ? (
          <img
            className="sl-star-portrait"
            src={actor.profilePicture}
            alt={t.ui.portraitOf(name)}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
          />
        ) : null}
        <h1 className="h2 mb-0">{name}</h1>
        <FollowStar actorId={actor.wmcExternalId} name={name} />
        <ShareButton title={name} />
      </header>
      <ListingSection
        level={2}
        title={t.ui.videosWith(name)}
        listing={(choice) => getVideosByActorPagesQueryOptions(actor.wmcExternalId, STAR_PAGE_SIZE, choice)}
        moreLabel={t.ui.showMore}
      />
    </>
  );
}

const starNotFound = (name: string, t: Messages): NotFoundProps => ({
  title: t.head.starNotFound,
  children: t.ui.noStarCalled(name),
  back: { to: paths.actors, label: t.ui.seeAllStars },
});

/** /actor/:actorName: the star (looked up by "First Last"), their videos five at a time, partner ads. */
export default function ActorPage() {
  const { actorName: nameParam = '' } = useParams();
  const query = useActorByName(nameParam);
  const t = useMessages();
  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <QueryState query={query} what={t.ui.thisStar} notFound={starNotFound(nameParam, t)}>
          {(actor) => (
            <>
              <PageTitle title={actorName(actor)} />
              <StarVideos actor={actor} />
            </>
          )}
        </QueryState>
      </div>
      <PartnersColumn />
    </div>
  );
}

/** The star, then their videos as the URL sorts and filters them and whether the viewer follows them. */
export const load: PageLoad = async ({ params, search, viewer, load }) => {
  const actor = await load(getActorByNameQueryOptions(params.actorName ?? ''));
  if (!actor) return;
  const { sort = 'newest', duration } = readListingChoice(search);
  await Promise.all([
    load(getVideosByActorPagesQueryOptions(actor.wmcExternalId, STAR_PAGE_SIZE, { sort, duration })),
    load(getStarFollowQueryOptions(actor.wmcExternalId, viewer)),
  ]);
};
