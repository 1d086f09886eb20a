import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { LoadingMessage } from '@/components/loading-message';
import { errorMessage } from '@/lib/api-client';
import { flattenVideoPages, type VideoPagesQueryOptions } from '../api/video-pages';
import { VideoGrid, type ArrangeVideoSlots, type VideoGridColumns } from './video-grid';

/** Spec 8, word for word. */
export const NO_VIDEOS_MESSAGE = 'No more more vids here...for now!';

export interface VideoListingProps {
  /** From `videoPagesQueryOptions(...)` (or an api file's `...PagesQueryOptions`). */
  query: VideoPagesQueryOptions;
  columns: VideoGridColumns;
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
export function VideoListing({ query, columns, moreLabel, arrangeSlots, ...labels }: VideoListingProps) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(query);
  const videos = useMemo(() => (data ? flattenVideoPages(data.pages) : []), [data]);

  if (isPending) return <LoadingMessage />;
  if (isError && videos.length === 0) {
    return (
      <p role="alert" className="text-danger">
        These videos could not be loaded: {errorMessage(error)}
      </p>
    );
  }
  if (videos.length === 0) return <p className="sl-listing-empty text-body-secondary">{NO_VIDEOS_MESSAGE}</p>;

  return (
    <div className="sl-listing">
      <VideoGrid videos={videos} columns={columns} {...(arrangeSlots ? { arrangeSlots } : {})} {...labels} />
      {isError ? (
        <p role="alert" className="text-danger mt-3 text-center">
          More videos could not be loaded: {errorMessage(error)}
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="sl-listing-more">
          <Button
            variant="primary"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
            onClick={() => {
              void fetchNextPage();
            }}
          >
            {moreLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
