import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TOPLIST_PAGE_SIZE, VIDEO_LISTING_COLUMNS } from '@/config/constants';
import { TOPLIST_TITLES } from '@/config/paths';
import { ToplistTabs } from '@/features/toplists/components/toplist-tabs';
import { toToplistType } from '@/features/toplists/utils';
import { getToplistPagesQueryOptions } from '@/features/videos/api/get-toplist';
import { VideoListing } from '@/features/videos/components/video-listing';

/** /toplists and /toplists/:toplistType: a public toplist, 12 at a time, with links to the others. */
export default function ToplistsPage() {
  const { toplistType } = useParams();
  const type = toToplistType(toplistType);
  const title = TOPLIST_TITLES[type];
  const headingId = useId();
  const listing = useMemo(() => getToplistPagesQueryOptions(type, TOPLIST_PAGE_SIZE), [type]);

  return (
    <>
      <PageTitle title={title} />
      <ToplistTabs current={type} />
      <h1 id={headingId} className="sl-section-title h3">
        {title}
      </h1>
      <VideoListing
        key={type}
        query={listing}
        columns={VIDEO_LISTING_COLUMNS}
        moreLabel="Show me more from this toplist"
        aria-labelledby={headingId}
      />
    </>
  );
}
