import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { actorName } from '@/features/actors/utils';
import { getFollowedStarsQueryOptions, useFollowedStars } from '@/features/follows/api/get-followed-stars';
import { getFollowingFeedPagesQueryOptions } from '@/features/videos/api/get-following-feed';
import { VideoListing } from '@/features/videos/components/video-listing';
import { forMembers } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** How many followed stars the page names above the feed. */
const NAMED_STARS = 50;

function FollowedStars() {
  const query = useFollowedStars(NAMED_STARS);
  const t = useMessages();
  if (!query.data) return null;
  if (query.data.length === 0) {
    return (
      <p>
        {t.following.none} <Link to={paths.actors}>{t.ui.seeAllStars}</Link>
      </p>
    );
  }
  return (
    <p className="mb-3">
      {t.following.youFollow}{' '}
      {query.data.map(({ actor }, index) => (
        <span key={actor.id}>
          {index > 0 ? ', ' : ''}
          <Link to={paths.actor(actor.firstName, actor.lastName)}>{actorName(actor)}</Link>
        </span>
      ))}
      .
    </p>
  );
}

/**
 * /following (members only, docs/decisions/0032): new videos from the stars the member follows, newest
 * first.
 */
export default function FollowingPage() {
  const headingId = useId();
  const listing = useMemo(() => getFollowingFeedPagesQueryOptions(CATEGORY_PAGE_SIZE), []);
  const t = useMessages();
  return (
    <>
      <PageTitle title={t.following.title} />
      <h1 className="mb-3">{t.following.title}</h1>
      <FollowedStars />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sl-section-title">
          {t.following.newFromStars}
        </h2>
        <VideoListing query={listing} moreLabel={t.ui.showMore} aria-labelledby={headingId} />
      </section>
    </>
  );
}

/** The stars the member follows and the feed's first page. */
export const load = forMembers(({ load }) =>
  Promise.all([
    load(getFollowedStarsQueryOptions(NAMED_STARS)),
    load(getFollowingFeedPagesQueryOptions(CATEGORY_PAGE_SIZE)),
  ]),
);
