import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { VideoGrid, type ArrangeVideoSlots, type VideoGridColumns } from '@/components/video-grid';
import { VIDEO_LISTING_COLUMNS } from '@/config/constants';
import { flattenVideoPages, type VideoPagesQueryOptions } from '../api/video-pages';
import { useMessages } from '@/lib/i18n/messages';

export interface VideoListingProps {
  /** From `videoPagesQueryOptions(...)` (or an api file's `...PagesQueryOptions`). */
  query: VideoPagesQueryOptions;
  /** VIDEO_LISTING_COLUMNS unless given. */
  columns?: VideoGridColumns;
  /** The show-more button's text, e.g. 'Show me more from this category!'. */
  moreLabel: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  arrangeSlots?: ArrangeVideoSlots;
}

/**
 * A paged video listing: the loading message until page 1 arrives, then a grid and a button that appends
 * the next page. The button goes once a page comes back shorter than the page size.
 */
export function VideoListing({
  query,
  columns = VIDEO_LISTING_COLUMNS,
  moreLabel,
  arrangeSlots,
  ...labels
}: VideoListingProps) {
  const result = useInfiniteQuery(query);
  const t = useMessages();
  const videos = useMemo(
    () => (result.data ? flattenVideoPages(result.data.pages) : undefined),
    [result.data],
  );

  return (
    <QueryState query={{ ...result, data: videos }} what={t.ui.theseVideos} empty={t.spec.noVideos}>
      {(loaded) => (
        <div>
          <VideoGrid
            videos={loaded}
            columns={columns}
            {...(arrangeSlots ? { arrangeSlots } : {})}
            {...labels}
          />
          <LoadMore query={result} label={moreLabel} what={t.ui.videos} />
        </div>
      )}
    </QueryState>
  );
}
