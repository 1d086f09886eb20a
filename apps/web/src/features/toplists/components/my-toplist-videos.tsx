import { QueryState } from '@/components/query-state';
import { VideoGrid } from '@/components/video-grid';
import { MY_TOPLIST_PAGE_SIZE, VIDEO_LISTING_COLUMNS, type MyToplistType } from '@/config/constants';
import { useMyHighestRating } from '../api/get-my-highest-rating';
import { useMyMostViewed } from '../api/get-my-most-viewed';
import { MY_TOPLIST_TITLES } from '../utils';
import { MESSAGES } from '@starlane/contract';

const EMPTY_HINTS: Record<MyToplistType, string> = {
  mymostviewed: 'Watch some vids and the ones you come back to most will show up here.',
  myhighestrating: 'Rate some vids and your favourites will line up here.',
};

function useMyToplist(type: MyToplistType) {
  // Both hooks run (rules of hooks); only the shown one asks the server.
  const mostViewed = useMyMostViewed(MY_TOPLIST_PAGE_SIZE, type === 'mymostviewed');
  const highestRating = useMyHighestRating(MY_TOPLIST_PAGE_SIZE, type === 'myhighestrating');
  return type === 'mymostviewed' ? mostViewed : highestRating;
}

/** The member's own toplist of this type as a grid, with a hint when it is still empty. */
export function MyToplistVideos({ type }: { type: MyToplistType }) {
  const query = useMyToplist(type);
  return (
    <QueryState
      query={query}
      what="Your toplist"
      empty={
        <>
          <p className="text-body-secondary mb-1">{MESSAGES.noVideos}</p>
          <p className="text-body-secondary">{EMPTY_HINTS[type]}</p>
        </>
      }
    >
      {(videos) => (
        <VideoGrid videos={videos} columns={VIDEO_LISTING_COLUMNS} aria-label={MY_TOPLIST_TITLES[type]} />
      )}
    </QueryState>
  );
}
