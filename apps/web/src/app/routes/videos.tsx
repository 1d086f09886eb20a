import { useId, useMemo } from 'react';
import { PageTitle } from '@/components/page-title';
import { DEFAULT_PAGE_AMOUNT } from '@/config/constants';
import { getVideosPagesQueryOptions } from '@/features/videos/api/get-videos';
import { ListingControls, choiceKey, useListingChoice } from '@/features/videos/components/listing-controls';
import { VideoListing } from '@/features/videos/components/video-listing';

/** /videos: the whole catalogue, sortable and filterable (?sort=, ?duration=: links and reloads keep them). */
export default function VideosPage() {
  const choice = useListingChoice();
  const headingId = useId();
  const { sort, duration } = choice;
  const listing = useMemo(
    () => getVideosPagesQueryOptions(sort, DEFAULT_PAGE_AMOUNT, duration),
    [sort, duration],
  );

  return (
    <>
      <PageTitle title="All Videos" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id={headingId} className="sl-section-title h3 mb-0">
          All Videos
        </h1>
        <ListingControls />
      </div>
      <VideoListing
        key={choiceKey(choice)}
        query={listing}
        moreLabel="Show me more"
        aria-labelledby={headingId}
      />
    </>
  );
}
