/**
 * The API's route table: every call the web client makes, by name, with its method and path (`:name` a
 * path parameter) and, as types only, its query, body and answer. The web's one client (`apps/web/src/
 * lib/api-client.ts`) takes a route of this table, so a feature never writes a server path, and a test of
 * the server (`apps/server/src/api-routes.test.ts`) holds every row against the routes the server
 * registers. The HTTP contract itself is docs/http-contract.md and docs/api-additions.md. Zod-free: the
 * web imports it.
 */
import type { AccountSession, ManageInfo, PingAuth, RegisterResult } from './accounts.js';
import type {
  AdminAd,
  AdminAdDay,
  AdminCaptions,
  AdminCategory,
  AdminDmcaNotice,
  AdminDone,
  AdminMember,
  AdminMergePreview,
  AdminPlaylist,
  AdminPage,
  AdminReport,
  AdminStar,
  AdminVideo,
  AdminVideoDetail,
  AuditEntry,
  Dashboard,
  DmcaNoticeBody,
  DmcaNoticeReceipt,
} from './admin.js';
import type { Traffic } from './traffic.js';
import type { Ad } from './ads.js';
import type {
  Actor,
  Category,
  Comment,
  Favourite,
  Playlist,
  SearchResult,
  SearchResults,
  VideoDetail,
  VideoListItem,
} from './catalogue.js';
import type { Message, Values } from './common.js';
import type { AdAction, DurationFilter, SearchSort, ToplistWindow, VideoSort } from './constants.js';
import type {
  FollowedStar,
  HistoryEntry,
  HistorySettings,
  RecordPositionResult,
  ResumePosition,
  StarFollowState,
} from './follows-history.js';
import type { Locale } from './locales.js';
import type { MediaJob } from './media.js';
import type { FavouriteToggleResult, PlaylistAddResult } from './playlists.js';
import type {
  Preferences,
  Recommendation,
  TastePicks,
  VisitorTaste,
  WizardChoices,
} from './recommendations.js';
import type { RatingResult, ViewCount } from './videos.js';

export type ApiMethod = 'GET' | 'POST';

/** What a call takes and gives, as types: `query` and `body` when it takes them, always its `answer`. */
export interface ApiShape {
  query?: object;
  body?: unknown;
  answer: unknown;
}

declare const shapeOf: unique symbol;

/** One row of the table. `shape` exists only for the type checker; no value ever carries it. */
export interface ApiRoute<
  M extends ApiMethod = ApiMethod,
  P extends string = string,
  S extends ApiShape = ApiShape,
> {
  readonly method: M;
  readonly path: P;
  readonly [shapeOf]?: S;
}

export type ShapeOf<R> = R extends ApiRoute<ApiMethod, string, infer S> ? S : never;
export type AnswerOf<R> = ShapeOf<R>['answer'];

/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

const get =
  <S extends Omit<ApiShape, 'body'> = { answer: unknown }>() =>
  <P extends string>(path: P): ApiRoute<'GET', P, S> => ({ method: 'GET', path });

/** A POST's answer is the usual `{ status, title }` unless the shape names another. */
type Posted<S> = S extends { answer: unknown } ? S : S & { answer: Message };

const post =
  <S extends Partial<ApiShape> = { answer: Message }>() =>
  <P extends string>(path: P): ApiRoute<'POST', P, Posted<S>> => ({ method: 'POST', path });

type Paging = { amount?: number; page?: number };
type ListingChoice = { sort?: VideoSort | undefined; duration?: DurationFilter | undefined };
type List<T> = { answer: Values<T> };
type AdminList<T> = { query: Record<string, string | number | boolean | undefined>; answer: AdminPage<T> };
/** What a create or rename of a star or a category sends: a star's two names, a category's one. */
export type TaxonName = { name: string; nameEs?: string } | { firstName: string; lastName: string };
/** An ad as the create and update calls take it (a creative as a data URL, or an existing source). */
/** A video's fields as staff edit them; the Spanish texts (docs/decisions/0074) empty removes them. */
export interface VideoUpdate {
  title: string;
  description: string;
  titleEs?: string;
  descriptionEs?: string;
  categoryIds: number[];
  starIds: number[];
}
export type AdInput = {
  name: string;
  url: string;
  source?: string;
  picture?: string;
  placement: string;
  weight: number;
  activeFrom: string;
  activeUntil: string;
};

/** The staff area's calls on stars and on categories: the same calls under two paths. */
function taxonRoutes<K extends 'stars' | 'categories', T>(kind: K) {
  return {
    list: get<AdminList<T>>()(`/api/admin/${kind}`),
    create: post<{ body: TaxonName; answer: AdminDone }>()(`/api/admin/${kind}/create`),
    rename: post<{ body: TaxonName; answer: AdminDone }>()(`/api/admin/${kind}/:id/update`),
    picture: post<{ body: { picture: string }; answer: AdminDone }>()(`/api/admin/${kind}/:id/picture`),
    /** What a merge into `intoId` would move; nothing changes (docs/decisions/0055). */
    mergePreview: get<{ query: { intoId: number }; answer: AdminMergePreview }>()(
      `/api/admin/${kind}/:id/merge-preview`,
    ),
    merge: post<{ body: { intoId: number }; answer: AdminDone }>()(`/api/admin/${kind}/:id/merge`),
    remove: post<{ answer: AdminDone }>()(`/api/admin/${kind}/:id/delete`),
  };
}

export const apiRoutes = {
  auth: {
    pingAuth: get<{ answer: PingAuth }>()('/pingauth'),
    manageInfo: get<{ answer: ManageInfo }>()('/manage/info'),
    logout: post()('/logout'),
    login: post<{
      query: { useCookies?: boolean; useSessionCookies?: boolean };
      body: { email: string; password: string };
      answer: Message;
    }>()('/login'),
    register: post<{
      body:
        | { Username?: string; Email: string; Password: string; PasswordConfirmation?: string }
        | { email: string; password: string };
      answer: RegisterResult;
    }>()('/register'),
    signIn: post<{ body: { Username: string; Password: string; Rememberme: 'true' | 'false' } }>()(
      '/api/videocomment/signIn',
    ),
    forgotPassword: post<{ body: { Email: string } }>()('/api/videocomment/forgotPassword'),
    resetPassword: post<{ body: { Email: string; Password: string; Code: string } }>()(
      '/api/videocomment/resetpassword',
    ),
    confirmEmail: post<{ body: { userId: string; code: string } }>()('/api/account/confirmemail'),
    resendConfirmation: post<{ body: { email: string } }>()('/api/account/resendconfirmation'),
  },
  account: {
    changeEmail: post<{ body: { newEmail: string; password: string } }>()('/api/account/changeemail'),
    changePassword: post<{ body: { currentPassword: string; newPassword: string } }>()(
      '/api/account/changepassword',
    ),
    remove: post<{ body: { password: string } }>()('/api/account/delete'),
    /** The member's data as a JSON file (read as bytes, not parsed). */
    exportData: get<{ answer: unknown }>()('/api/account/export'),
    sessions: get<List<AccountSession>>()('/api/account/sessions'),
    endSession: post<{ body: { id: string } }>()('/api/account/sessions/end'),
    endOtherSessions: post()('/api/account/sessions/endothers'),
  },
  videos: {
    all: get<{ query: Paging & ListingChoice } & List<VideoListItem>>()('/api/video/'),
    one: get<{ query: { id: string }; answer: VideoDetail }>()('/api/video/getmovie'),
    byActor: get<{ query: Paging & ListingChoice & { actorId: string } } & List<VideoListItem>>()(
      '/api/video/getbyactor',
    ),
    byCategory: get<{ query: Paging & ListingChoice & { categoryId: string } } & List<VideoListItem>>()(
      '/api/video/getbycategory',
    ),
    related: get<{ query: { videoId: string; amount: number } } & List<VideoListItem>>()(
      '/api/video/getrelatedvideos',
    ),
    /** The public toplists, one path each (`/api/video/get{type}`). */
    toplist: {
      mostviewed: get<{ query: Paging & { window?: ToplistWindow } } & List<VideoListItem>>()(
        '/api/video/getmostviewed',
      ),
      mostcommented: get<{ query: Paging & { window?: ToplistWindow } } & List<VideoListItem>>()(
        '/api/video/getmostcommented',
      ),
      highestrating: get<{ query: Paging & { window?: ToplistWindow } } & List<VideoListItem>>()(
        '/api/video/gethighestrating',
      ),
      mostrated: get<{ query: Paging & { window?: ToplistWindow } } & List<VideoListItem>>()(
        '/api/video/getmostrated',
      ),
    },
    myMostViewed: get<{ query: { amount: number } } & List<VideoListItem>>()('/api/video/getmymostviewed'),
    myHighestRating: get<{ query: { amount: number } } & List<VideoListItem>>()(
      '/api/video/getmyhighestrating',
    ),
    logView: post<{ query: { videoId: string }; answer: ViewCount }>()('/api/video/logvideoview'),
    rate: post<{ query: { rating: number; videoId: string }; answer: RatingResult }>()(
      '/api/video/ratevideo',
    ),
  },
  actors: {
    all: get<List<Actor>>()('/api/actor/'),
    selection: get<{ query: { amount: number } } & List<Actor>>()('/api/actor/getSelection'),
    byName: get<{ query: { actorname: string }; answer: Actor }>()('/api/actor/getactorbyname'),
  },
  categories: {
    all: get<List<Category>>()('/api/category/'),
    one: get<{ answer: Category }>()('/api/category/:categoryId'),
  },
  playlists: {
    all: get<{ query: Paging } & List<Playlist>>()('/api/playlist/'),
    one: get<{ query: { id: number }; answer: Playlist }>()('/api/playlist/getplaylist'),
    mine: get<List<Playlist>>()('/api/playlist/getbyuser'),
    byMember: get<{ query: { memberId: string } } & List<Playlist>>()('/api/playlist/getbymember'),
    create: post<{ query: { name: string }; answer: Playlist }>()('/api/playlist/create'),
    remove: post<{ query: { playlistId: number }; answer: unknown }>()('/api/playlist/remove'),
    rename: post<{ query: { playlistId: number; name: string }; answer: Playlist }>()('/api/playlist/update'),
    addVideo: post<{ query: { playlistId: number; videoId: string | number }; answer: PlaylistAddResult }>()(
      '/api/playlist/addvideo',
    ),
    /** `videoId` is the playlist entry's id. */
    removeVideo: post<{ query: { playlistId: number; videoId: number } }>()('/api/playlist/removevideo'),
    curate: post<{ query: { playlistId: number; curated: string }; answer: Playlist }>()(
      '/api/playlist/curate',
    ),
  },
  favourites: {
    mine: get<List<Favourite>>()('/api/favourite/getbyuser'),
    byMember: get<{ query: { memberId: string } } & List<Favourite>>()('/api/favourite/getbymember'),
    toggle: post<{ query: { videoId: string }; answer: FavouriteToggleResult }>()('/api/favourite/favourite'),
  },
  comments: {
    byVideo: get<{ query: { videoId: string } } & List<Comment>>()('/api/videocomment/getCommentsByVideo'),
    byMember: get<{ query: { memberId: string } } & List<Comment>>()('/api/videocomment/getbymember'),
    add: post<{
      body: { videoId: string; videocomment: string; ParentCommentId: string };
      answer: Comment;
    }>()('/api/videocomment/addCommentToVideo'),
    report: post<{ body: { commentId: string; feedback: string } }>()('/api/videocomment/reportComment'),
    remove: post<{ query: { id: string } }>()('/api/videocomment/removeCommentById'),
  },
  search: {
    live: get<{ query: { strSearch: string } } & List<SearchResult>>()('/api/search/'),
    results: get<{
      query: {
        q: string;
        amount: number;
        page: number;
        sort?: SearchSort | undefined;
        duration?: DurationFilter | undefined;
        categoryId?: string | undefined;
      };
      answer: SearchResults;
    }>()('/api/search/results'),
  },
  ads: {
    forPage: get<{ query: { url: string } } & List<Ad>>()('/api/ad/'),
    log: post<{ query: { id: number; action: AdAction; url: string }; answer: unknown }>()(
      '/api/ad/logadview',
    ),
  },
  follows: {
    star: get<{ query: { actorId: string }; answer: StarFollowState }>()('/api/follow/star'),
    follow: post<{ query: { actorId: string }; answer: StarFollowState }>()('/api/follow/follow'),
    unfollow: post<{ query: { actorId: string }; answer: StarFollowState }>()('/api/follow/unfollow'),
    stars: get<{ query: Paging } & List<FollowedStar>>()('/api/follow/stars'),
    feed: get<{ query: Paging } & List<VideoListItem>>()('/api/follow/feed'),
  },
  history: {
    all: get<{ query: Paging } & List<HistoryEntry>>()('/api/history'),
    continueWatching: get<{ query: { amount: number } } & List<HistoryEntry>>()('/api/history/continue'),
    position: get<{ query: { videoId: string }; answer: ResumePosition }>()('/api/history/position'),
    recordPosition: post<{
      body: { videoId: string; positionSeconds: number };
      answer: RecordPositionResult;
    }>()('/api/history/position'),
    settings: get<{ answer: HistorySettings }>()('/api/history/settings'),
    setPaused: post<{ body: { paused: boolean }; answer: HistorySettings }>()('/api/history/settings'),
    remove: post<{ query: { videoId: string } }>()('/api/history/remove'),
    clear: post()('/api/history/clear'),
  },
  recommendations: {
    mine: get<List<Recommendation>>()('/api/recommendations/mine'),
    visitor: post<{ body: VisitorTaste; answer: Values<Recommendation> }>()('/api/recommendations/visitor'),
    preferences: get<{ answer: Preferences }>()('/api/recommendations/preferences'),
    savePreferences: post<{ body: TastePicks; answer: Preferences }>()('/api/recommendations/preferences'),
    wizard: get<{ answer: WizardChoices }>()('/api/recommendations/wizard'),
  },
  dmca: {
    notice: post<{ body: DmcaNoticeBody; answer: DmcaNoticeReceipt }>()('/api/dmca/notice'),
  },
  media: {
    job: get<{ answer: MediaJob }>()('/api/media/jobs/:id'),
    /** The tus endpoint: a tus client talks to it, not this table's client. */
    uploads: post<{ answer: unknown }>()('/api/media/uploads'),
  },
  admin: {
    dashboard: get<{ answer: Dashboard }>()('/api/admin/dashboard'),
    /** The live traffic charts' figures: per minute for the last hour, views per hour for a day. */
    traffic: get<{ answer: Traffic }>()('/api/admin/traffic'),
    audit: get<AdminList<AuditEntry>>()('/api/admin/audit'),
    /** Undoes a star or category merge or delete, once (docs/decisions/0055). */
    auditUndo: post<{ answer: AdminDone }>()('/api/admin/audit/:id/undo'),
    videos: {
      list: get<AdminList<AdminVideo>>()('/api/admin/videos'),
      one: get<{ answer: AdminVideoDetail }>()('/api/admin/videos/:id'),
      update: post<{
        body: VideoUpdate;
        answer: AdminDone;
      }>()('/api/admin/videos/:id/update'),
      /** A WebVTT caption track in a language (docs/decisions/0074). */
      captions: post<{ body: { lang: Locale; vtt: string }; answer: AdminCaptions }>()(
        '/api/admin/videos/:id/captions',
      ),
      removeCaptions: post<{ answer: AdminCaptions }>()('/api/admin/videos/:id/captions/:lang/delete'),
      status: post<{ body: { status: 'published' | 'unpublished' }; answer: AdminDone }>()(
        '/api/admin/videos/:id/status',
      ),
      thumbnail: post<{ body: { picture: string }; answer: AdminDone }>()('/api/admin/videos/:id/thumbnail'),
      remove: post<{ answer: AdminDone }>()('/api/admin/videos/:id/delete'),
    },
    stars: taxonRoutes<'stars', AdminStar>('stars'),
    categories: taxonRoutes<'categories', AdminCategory>('categories'),
    ads: {
      list: get<AdminList<AdminAd>>()('/api/admin/ads'),
      create: post<{ body: AdInput; answer: AdminDone }>()('/api/admin/ads/create'),
      update: post<{ body: AdInput; answer: AdminDone }>()('/api/admin/ads/:id/update'),
      pause: post<{ answer: AdminDone }>()('/api/admin/ads/:id/pause'),
      resume: post<{ answer: AdminDone }>()('/api/admin/ads/:id/resume'),
      stats: get<{ query: { from: string; to: string } } & List<AdminAdDay>>()('/api/admin/ads/:id/stats'),
      /** The same days as CSV, for a download link. */
      statsCsv: get<{ query: { from: string; to: string }; answer: string }>()(
        '/api/admin/ads/:id/stats.csv',
      ),
    },
    reports: {
      list: get<AdminList<AdminReport>>()('/api/admin/reports'),
      dismiss: post<{ answer: AdminDone }>()('/api/admin/reports/:commentId/dismiss'),
      hide: post<{ answer: AdminDone }>()('/api/admin/reports/:commentId/hide'),
      delete: post<{ answer: AdminDone }>()('/api/admin/reports/:commentId/delete'),
      'ban-author': post<{ answer: AdminDone }>()('/api/admin/reports/:commentId/ban-author'),
    },
    members: {
      list: get<AdminList<AdminMember>>()('/api/admin/members'),
      ban: post<{ body: { reason: string; hideComments: boolean }; answer: AdminDone }>()(
        '/api/admin/members/:id/ban',
      ),
      unban: post<{ answer: AdminDone }>()('/api/admin/members/:id/unban'),
      role: post<{ body: { role: string }; answer: AdminDone }>()('/api/admin/members/:id/role'),
      resendConfirmation: post<{ answer: AdminDone }>()('/api/admin/members/:id/resend-confirmation'),
    },
    playlists: {
      list: get<AdminList<AdminPlaylist>>()('/api/admin/playlists'),
      curate: post<{ body: { curated: boolean }; answer: AdminDone }>()('/api/admin/playlists/:id/curate'),
      /** A curated playlist to a place in the feature order (1 first). */
      featureOrder: post<{ body: { position: number }; answer: AdminDone }>()(
        '/api/admin/playlists/:id/feature-order',
      ),
    },
    dmca: {
      list: get<AdminList<AdminDmcaNotice>>()('/api/admin/dmca'),
      reject: post<{ answer: AdminDone }>()('/api/admin/dmca/:id/reject'),
      takedown: post<{ answer: AdminDone }>()('/api/admin/dmca/:id/takedown'),
      counter: post<{ body: { text: string }; answer: AdminDone }>()('/api/admin/dmca/:id/counter'),
      restore: post<{ answer: AdminDone }>()('/api/admin/dmca/:id/restore'),
    },
  },
} as const;

/** Every row of the table, for checking it against the server. */
export function allApiRoutes(table: object = apiRoutes): ApiRoute[] {
  return Object.values(table).flatMap((value: unknown) =>
    isRoute(value) ? [value] : typeof value === 'object' && value !== null ? allApiRoutes(value) : [],
  );
}

function isRoute(value: unknown): value is ApiRoute {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}
