import { Link } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import {
  DEFAULT_MY_TOPLIST_TYPE,
  MY_TOPLIST_PAGE_SIZE,
  MY_TOPLIST_TYPES,
  VIDEO_LISTING_COLUMNS,
  type MyToplistType,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { MemberPerksPrompt } from '@/features/members/components/member-perks-prompt';
import { VideoGrid } from '@/features/videos/components/video-grid';
import { NO_VIDEOS_MESSAGE } from '@/features/videos/components/video-listing';
import { errorMessage } from '@/lib/api-client';
import { useMyHighestRating } from '../api/get-my-highest-rating';
import { useMyMostViewed } from '../api/get-my-most-viewed';

export const MY_TOPLIST_TITLES: Record<MyToplistType, string> = {
  mymostviewed: 'My Most Viewed',
  myhighestrating: 'My Highest Rating',
};

const EMPTY_HINTS: Record<MyToplistType, string> = {
  mymostviewed: 'Watch some vids and the ones you come back to most will show up here.',
  myhighestrating: 'Rate some vids and your favourites will line up here.',
};

/** The route's type, or the default for a missing or unknown one (spec 2). */
export function myToplistType(raw: string | undefined): MyToplistType {
  return MY_TOPLIST_TYPES.find((type) => type === raw?.toLowerCase()) ?? DEFAULT_MY_TOPLIST_TYPE;
}

function useMyToplist(type: MyToplistType) {
  // Both hooks run (rules of hooks); only the shown one asks the server.
  const mostViewed = useMyMostViewed(MY_TOPLIST_PAGE_SIZE, type === 'mymostviewed');
  const highestRating = useMyHighestRating(MY_TOPLIST_PAGE_SIZE, type === 'myhighestrating');
  return type === 'mymostviewed' ? mostViewed : highestRating;
}

function MyToplistVideos({ type }: { type: MyToplistType }) {
  const { data: videos, isPending, isError, error } = useMyToplist(type);
  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <p role="alert" className="text-danger">
        Your toplist could not be loaded: {errorMessage(error)}
      </p>
    );
  }
  if (videos.length === 0) {
    return (
      <>
        <p className="text-body-secondary mb-1">{NO_VIDEOS_MESSAGE}</p>
        <p className="text-body-secondary">{EMPTY_HINTS[type]}</p>
      </>
    );
  }
  return <VideoGrid videos={videos} columns={VIDEO_LISTING_COLUMNS} aria-label={MY_TOPLIST_TITLES[type]} />;
}

/** /mytoplists/:type: the member's personal toplists (8 videos each), or a join prompt for visitors. */
export function MyToplist({ type }: { type: MyToplistType }) {
  const { status } = useAuth();
  const title = MY_TOPLIST_TITLES[type];

  return (
    <>
      <PageTitle title={title} />
      <h1 className="mb-3">{title}</h1>
      <nav aria-label="My toplists" className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {MY_TOPLIST_TYPES.map((other) => (
            <li key={other}>
              <Link
                to={paths.myToplist(other)}
                className={other === type ? 'btn btn-primary' : 'btn btn-outline-light'}
                aria-current={other === type ? 'page' : undefined}
              >
                {MY_TOPLIST_TITLES[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'checking' ? (
        <LoadingMessage />
      ) : status === 'anonymous' ? (
        <MemberPerksPrompt lead="Your personal toplists show the vids you watched and rated most. Join to get yours." />
      ) : (
        <MyToplistVideos type={type} />
      )}
    </>
  );
}
