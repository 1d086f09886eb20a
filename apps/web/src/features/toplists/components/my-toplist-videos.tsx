import { QueryState } from '@/components/query-state';
import { VideoGrid } from '@/components/video-grid';
import { MY_TOPLIST_PAGE_SIZE, VIDEO_LISTING_COLUMNS, type MyToplistType } from '@/config/constants';
import { useMyHighestRating } from '../api/get-my-highest-rating';
import { useMyMostViewed } from '../api/get-my-most-viewed';
import { useMessages } from '@/lib/i18n/messages';

function useMyToplist(type: MyToplistType) {
  // Both hooks run (rules of hooks); only the shown one asks the server.
  const mostViewed = useMyMostViewed(MY_TOPLIST_PAGE_SIZE, type === 'mymostviewed');
  const highestRating = useMyHighestRating(MY_TOPLIST_PAGE_SIZE, type === 'myhighestrating');
  return type === 'mymostviewed' ? mostViewed : highestRating;
}

/** The member's own toplist of this type as a grid, with a hint when it is still empty. */
export function MyToplistVideos({ type }: { type: MyToplistType }) {
  const query = useMyToplist(type);
  const t = useMessages();
  return (
    <QueryState
      query={query}
      what={t.toplistPages.yours}
      empty={
        <>
          <p className="text-body-secondary mb-1">{t.spec.noVideos}</p>
          <p className="text-body-secondary">{t.toplistPages.emptyHints[type]}</p>
        </>
      }
    >
      {(videos) => (
        <VideoGrid
          videos={videos}
          columns={VIDEO_LISTING_COLUMNS}
          aria-label={t.toplistPages.myTitles[type]}
        />
      )}
    </QueryState>
  );
}
