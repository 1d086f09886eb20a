import { Link, useParams } from 'react-router';
import { MembersOnly } from '@/components/members-only';
import { PageTitle } from '@/components/page-title';
import { MY_TOPLIST_PAGE_SIZE, MY_TOPLIST_TYPES, type MyToplistType } from '@/config/constants';
import { paths } from '@/config/paths';
import { MyToplistVideos } from '@/features/toplists/components/my-toplist-videos';
import { myToplistType } from '@/features/toplists/utils';
import { getMyHighestRatingQueryOptions } from '@/features/toplists/api/get-my-highest-rating';
import { getMyMostViewedQueryOptions } from '@/features/toplists/api/get-my-most-viewed';
import { forMembers } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /mytoplists/:type: the member's personal toplists (8 videos each), or a join prompt for visitors. */
export function MyToplist({ type }: { type: MyToplistType }) {
  const t = useMessages();
  const title = t.toplistPages.myTitles[type];

  return (
    <>
      <PageTitle title={title} />
      <h1 className="mb-3">{title}</h1>
      <nav aria-label={t.toplistPages.mine} className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {MY_TOPLIST_TYPES.map((other) => (
            <li key={other}>
              <Link
                to={paths.myToplist(other)}
                className={other === type ? 'btn btn-primary' : 'btn btn-outline-light'}
                aria-current={other === type ? 'page' : undefined}
              >
                {t.toplistPages.myTitles[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MembersOnly lead={t.toplistPages.lead}>
        <MyToplistVideos type={type} />
      </MembersOnly>
    </>
  );
}

/** /mytoplists and /mytoplists/:toplistType (mymostviewed by default, also for unknown types). */
export default function MyToplistsPage() {
  const { toplistType } = useParams();
  return <MyToplist type={myToplistType(toplistType)} />;
}

/** The member's toplist of the type the URL names. */
export const load = forMembers(({ params, load }) =>
  myToplistType(params.toplistType) === 'mymostviewed'
    ? load(getMyMostViewedQueryOptions(MY_TOPLIST_PAGE_SIZE))
    : load(getMyHighestRatingQueryOptions(MY_TOPLIST_PAGE_SIZE)),
);
