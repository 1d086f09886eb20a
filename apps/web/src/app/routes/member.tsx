import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useParams } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useMemberComments } from '@/features/members/api/get-member-comments';
import { useMemberFavourites } from '@/features/members/api/get-member-favourites';
import { useMemberPlaylists } from '@/features/members/api/get-member-playlists';
import { CommentsTab, FavouritesTab, PlaylistsTab } from '@/features/members/components/crib-tabs';
import { memberDisplayName } from '@/features/members/lib/crib';
import { isNotFound } from '@/lib/api-client';
import type { PageLoad } from '@/lib/page-load';
import { getMemberCommentsQueryOptions } from '@/features/members/api/get-member-comments';
import { getMemberFavouritesQueryOptions } from '@/features/members/api/get-member-favourites';
import { getMemberPlaylistsQueryOptions } from '@/features/members/api/get-member-playlists';
import { useMessages } from '@/lib/i18n/messages';

/** A member's public page (spec 2): "{member}'s crib" with their playlists, favourites and comments. */
export function MemberCrib({ memberId, routeName }: { memberId: string; routeName?: string | undefined }) {
  const playlists = useMemberPlaylists(memberId);
  const favourites = useMemberFavourites(memberId);
  const comments = useMemberComments(memberId);
  const t = useMessages();

  if ([playlists, favourites, comments].some((query) => isNotFound(query.error))) {
    return (
      <NotFound title={t.head.memberNotFound} back={{ to: paths.playlists, label: t.crib.browsePlaylists }}>
        {t.crib.notFoundText}
      </NotFound>
    );
  }

  const known = memberDisplayName(playlists.data, comments.data, routeName);
  if (known === undefined && (playlists.isPending || comments.isPending)) return <LoadingMessage />;
  const name = known ?? t.head.member;
  const heading = t.labels.crib(name);

  return (
    <>
      <PageTitle title={heading} />
      <h1 className="mb-3 text-break">{heading}</h1>
      <Tabs defaultActiveKey="playlists" id={`member-${memberId}-tabs`} className="mb-3">
        <Tab eventKey="playlists" title={t.head.playlists}>
          <QueryState query={playlists} what={t.playlists.thePlaylists}>
            {(data) => <PlaylistsTab name={name} playlists={data} />}
          </QueryState>
        </Tab>
        <Tab eventKey="favourites" title={t.crib.favourites}>
          <QueryState query={favourites} what={t.crib.theFavourites}>
            {(data) => <FavouritesTab name={name} favourites={data} />}
          </QueryState>
        </Tab>
        <Tab eventKey="comments" title={t.comments.heading}>
          <QueryState query={comments} what={t.comments.theComments}>
            {(data) => <CommentsTab name={name} comments={data} />}
          </QueryState>
        </Tab>
      </Tabs>
    </>
  );
}

/** /member/:memberId/:memberName? — a member's public crib. */
export default function MemberPage() {
  const { memberId = '', memberName } = useParams();
  // A new key per member resets the tabs when one crib links to another.
  return <MemberCrib key={memberId} memberId={memberId} routeName={memberName} />;
}

/** The crib's three lists. */
export const load: PageLoad = ({ params, load }) => {
  const memberId = params.memberId ?? '';
  return Promise.all([
    load(getMemberPlaylistsQueryOptions(memberId)),
    load(getMemberFavouritesQueryOptions(memberId)),
    load(getMemberCommentsQueryOptions(memberId)),
  ]);
};
