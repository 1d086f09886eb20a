import { useId, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TOPLIST_PAGE_SIZE } from '@/config/constants';
import { ToplistTabs } from '@/features/toplists/components/toplist-tabs';
import { ToplistWindowTabs } from '@/features/toplists/components/toplist-window-tabs';
import { toToplistType, toToplistWindow } from '@/features/toplists/utils';
import { getToplistPagesQueryOptions } from '@/features/videos/api/get-toplist';
import { VideoListing } from '@/features/videos/components/video-listing';
import type { PageLoad } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /toplists and /toplists/:toplistType: a public toplist, 12 at a time, with links to the others. */
export default function ToplistsPage() {
  const { toplistType } = useParams();
  const type = toToplistType(toplistType);
  const window = toToplistWindow(useSearchParams()[0].get('window'));
  const t = useMessages();
  const title = t.toplists[type];
  const headingId = useId();
  const listing = useMemo(() => getToplistPagesQueryOptions(type, TOPLIST_PAGE_SIZE, window), [type, window]);

  return (
    <>
      <PageTitle title={title} />
      <ToplistTabs current={type} window={window} />
      <ToplistWindowTabs current={window} />
      <h1 id={headingId} className="sl-section-title h3">
        {title}
      </h1>
      <VideoListing
        key={`${type}:${window}`}
        query={listing}
        moreLabel={t.labels.moreFromToplist}
        aria-labelledby={headingId}
      />
    </>
  );
}

/** The toplist and window the URL names. */
export const load: PageLoad = ({ params, search, load }) =>
  load(
    getToplistPagesQueryOptions(
      toToplistType(params.toplistType),
      TOPLIST_PAGE_SIZE,
      toToplistWindow(search.get('window')),
    ),
  );
