import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { Comment, Favourite, Playlist } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE, MEMBER_PLAYLIST_PREVIEWS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useMemberComments } from '../api/get-member-comments';
import { useMemberFavourites } from '../api/get-member-favourites';
import { useMemberPlaylists } from '../api/get-member-playlists';
import { cribPlaylists, memberDisplayName } from '../lib/crib';
import { formatCommentDate } from '../lib/format-comment-date';
import { MovieRefCard } from './movie-ref-card';
import { PlaylistPreviewCard } from './playlist-preview-card';

/** 404 for an unknown member, 400 for an id that cannot be one: both mean there is no such member. */
function isUnknownMember(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

interface TabQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The loading and error states every tab shares; `children` renders the data. */
function TabBody<T>({
  query,
  what,
  children,
}: {
  query: TabQuery<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return <p className="text-danger">{`${what} could not be loaded: ${errorMessage(query.error)}`}</p>;
  }
  if (query.isPending || query.data === undefined) return <LoadingMessage />;
  return <>{children(query.data)}</>;
}

function PlaylistsTab({ name, playlists }: { name: string; playlists: Playlist[] }) {
  const shown = cribPlaylists(playlists);
  if (shown.length === 0) {
    return (
      <p className="text-body-secondary">
        {`${name} has no playlists with more than ${String(MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE)} videos yet.`}
      </p>
    );
  }
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {shown.map((playlist) => (
        <li key={playlist.id} className="col">
          <PlaylistPreviewCard playlist={playlist} previews={MEMBER_PLAYLIST_PREVIEWS} />
        </li>
      ))}
    </ul>
  );
}

function FavouritesTab({ name, favourites }: { name: string; favourites: Favourite[] }) {
  if (favourites.length === 0) {
    return <p className="text-body-secondary">{`${name} has not faved any vids yet.`}</p>;
  }
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
      {favourites.map((favourite) => (
        <li key={favourite.id} className="col">
          <MovieRefCard movie={favourite.movie} />
        </li>
      ))}
    </ul>
  );
}

function CommentsTab({ name, comments }: { name: string; comments: Comment[] }) {
  if (comments.length === 0) {
    return <p className="text-body-secondary">{`${name} has not commented on any vids yet.`}</p>;
  }
  return (
    <ol className="list-unstyled d-flex flex-column gap-3">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="card bg-body-tertiary border-secondary-subtle">
            <div className="card-body p-3">
              <p className="small text-body-secondary mb-1">
                <time dateTime={comment.createdDate}>{formatCommentDate(comment.createdDate)}</time>
                {' on '}
                <Link to={paths.video(comment.video.wmcExternalId, comment.video.title)}>
                  {comment.video.title}
                </Link>
              </p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {comment.body}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

function MemberNotFound() {
  return (
    <div className="py-5 text-center">
      <PageTitle title="Member not found" />
      <h1>Member not found</h1>
      <p className="text-body-secondary">
        We could not find this member. They may have left, or the link is broken.
      </p>
      <Link to={paths.playlists} className="btn btn-primary">
        Browse the playlists
      </Link>
    </div>
  );
}

/** A member's public page (spec 2): "{member}'s crib" with their playlists, favourites and comments. */
export function MemberCrib({ memberId, routeName }: { memberId: string; routeName?: string | undefined }) {
  const playlists = useMemberPlaylists(memberId);
  const favourites = useMemberFavourites(memberId);
  const comments = useMemberComments(memberId);

  if ([playlists, favourites, comments].some((query) => isUnknownMember(query.error))) {
    return <MemberNotFound />;
  }

  const known = memberDisplayName(playlists.data, comments.data, routeName);
  if (known === undefined && (playlists.isPending || comments.isPending)) return <LoadingMessage />;
  const name = known ?? 'Member';
  const heading = `${name}'s crib`;

  return (
    <>
      <PageTitle title={heading} />
      <h1 className="mb-3 text-break">{heading}</h1>
      <Tabs defaultActiveKey="playlists" id={`member-${memberId}-tabs`} className="mb-3">
        <Tab eventKey="playlists" title="Playlists">
          <TabBody query={playlists} what="Playlists">
            {(data) => <PlaylistsTab name={name} playlists={data} />}
          </TabBody>
        </Tab>
        <Tab eventKey="favourites" title="Favourites">
          <TabBody query={favourites} what="Favourites">
            {(data) => <FavouritesTab name={name} favourites={data} />}
          </TabBody>
        </Tab>
        <Tab eventKey="comments" title="Comments">
          <TabBody query={comments} what="Comments">
            {(data) => <CommentsTab name={name} comments={data} />}
          </TabBody>
        </Tab>
      </Tabs>
    </>
  );
}
