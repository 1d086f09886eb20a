import { PageTitle } from '@/components/page-title';
import { DEFAULT_PAGE_AMOUNT } from '@/config/constants';
import { getVideosPagesQueryOptions } from '@/features/videos/api/get-videos';
import { ListingSection } from '@/features/videos/components/listing-section';
import type { PageLoad } from '@/lib/page-load';
import { readListingChoice } from '@/lib/listing-choice';
import { useMessages } from '@/lib/i18n/messages';

/** /videos: the whole catalogue, sortable and filterable (?sort=, ?duration=: links and reloads keep them). */
export default function VideosPage() {
  const t = useMessages();
  return (
    <>
      <PageTitle title={t.listing.allVideos} />
      <ListingSection
        level={1}
        title={t.listing.allVideos}
        listing={({ sort, duration }) => getVideosPagesQueryOptions(sort, DEFAULT_PAGE_AMOUNT, duration)}
        moreLabel={t.ui.showMore}
      />
    </>
  );
}

/** The listing as the URL sorts and filters it (useListingChoice). */
export const load: PageLoad = ({ search, load }) => {
  const { sort = 'newest', duration } = readListingChoice(search);
  return load(getVideosPagesQueryOptions(sort, DEFAULT_PAGE_AMOUNT, duration));
};
