/**
 * The site's pages (`pagePaths`) and their page queries, the data a server-rendered page is made of, by
 * name (docs/decisions/0043): a new page is its pattern and its page query here, its route module and its
 * resolver entry (apps/web/README.md, "Adding a page"). The web's API files build their cache keys with
 * `pageQueryKey`, its routes declare which of them a page loads, the server answers each name with one
 * loader (a `Record<PageQueryName, …>`, so a name without a loader does not compile) and names the page's
 * cache tags after them. Zod-free: the web imports `pageQueryKey` and `pagePaths`.
 */
import type { AccountSession, ManageInfo, PingAuth } from './accounts.js';
import type { Ad } from './ads.js';
import type {
  Actor,
  Category,
  Comment,
  Favourite,
  Playlist,
  SearchResults,
  VideoDetail,
  VideoListItem,
} from './catalogue.js';
import type { DurationFilter, SearchSort, ToplistType, ToplistWindow, VideoSort } from './constants.js';
import type {
  FollowedStar,
  HistoryEntry,
  HistorySettings,
  ResumePosition,
  StarFollowState,
} from './follows-history.js';
import type { WizardChoices } from './recommendations.js';

/**
 * The site's pages, as route patterns (`:name` a segment, `?` an optional one), by name: the server knows
 * by them which GETs are pages, and the web app's route table is built from them, page `name` being the
 * module src/app/routes/<name in kebab case>.tsx (`myPlaylists`: my-playlists.tsx).
 */
export const pagePaths = {
  home: '/',
  videos: '/videos',
  video: '/video/:videoId/:videoName?',
  categories: '/categories',
  category: '/category/:categoryId/:categoryName?',
  actors: '/actors',
  actor: '/actor/:actorName',
  toplists: '/toplists/:toplistType?',
  playlists: '/playlists',
  playlist: '/playlist/:playlistId/:videoId?',
  member: '/member/:memberId/:memberName?',
  sitemap: '/sitemap',
  wizard: '/wizard',
  contactUs: '/contactus',
  terms: '/termsandconditions',
  privacyPolicy: '/privacypolicy',
  cookiePolicy: '/cookiepolicy',
  dmca: '/dmca',
  records2257: '/2257',
  signIn: '/signin',
  signUp: '/signup',
  login: '/login',
  authenticationLogin: '/authentication/login',
  register: '/register',
  authenticationRegister: '/authentication/register',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword/:code',
  confirmEmail: '/confirmemail',
  dashboard: '/dashboard',
  manageProfile: '/Identity/Account/Manage',
  myPlaylists: '/myplaylists',
  myFavourites: '/myfavourites',
  myToplists: '/mytoplists/:toplistType?',
  search: '/search',
  /** New videos from the stars a member follows (docs/decisions/0032); members only. */
  following: '/following',
  /** The viewer's watch history (docs/decisions/0032): a member's from the server, a visitor's from their browser. */
  history: '/history',
  /** The staff area (docs/departures.md): staff only; everyone else gets the not-found page. */
  admin: '/admin/:section?',
} as const;

export type PageName = keyof typeof pagePaths;

/** The members' pages: a visitor is sent to sign in, and back (the web wraps them in RequireAuth). */
export const membersOnlyPages: readonly PageName[] = ['dashboard', 'manageProfile', 'following'];

type PatternParams<S extends string, Optional extends boolean> = S extends `${infer Head}/${infer Rest}`
  ? PatternParams<Head, Optional> | PatternParams<Rest, Optional>
  : S extends `:${infer Name}?`
    ? Optional extends true
      ? Name
      : never
    : S extends `:${infer Name}`
      ? Optional extends true
        ? never
        : Name
      : never;

type Patterns = (typeof pagePaths)[PageName];
/** The parameters some page cannot do without (`videoId`, `code`…). */
export type RequiredPageParam = PatternParams<Patterns, false>;
/** The parameters of the optional segments (`videoName`, `section`…). */
export type OptionalPageParam = Exclude<PatternParams<Patterns, true>, RequiredPageParam>;
export type PageParams = Record<RequiredPageParam, string> & Partial<Record<OptionalPageParam, string>>;

/**
 * A URL of the page `pattern`, its parameters taken from `params` (encoded) and an optional segment left
 * out when `params` has no value for it: how the tests open every page of `pagePaths` without a list of
 * their own to keep in step.
 */
export function fillPagePath(pattern: string, params: Partial<Record<string, string>>): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value !== undefined) return [encodeURIComponent(value)];
    if (optional) return [];
    throw new Error(`No value for :${name} of ${pattern}`);
  });
  return segments.join('/') || '/';
}

/** The auth check's outcome as the page renders it: the server answers it from the session. */
export type AuthCheck = { status: 'signedIn'; email: PingAuth['email'] } | { status: 'anonymous' };

/** A listing's sort and length filter as the API takes them; a part left out is the listing's default. */
export interface ListingChoiceParams {
  sort?: VideoSort;
  duration?: DurationFilter;
}

/** Who a member-dependent answer is for: the member's e-mail, or 'visitor'. */
export type Viewer = string;

/**
 * Every page query: its arguments (the key after the name) and its answer, as the API would give it (the
 * first page of a paged listing; the web wraps it as an infinite query's first page).
 */
export interface PageQueries {
  'auth/ping': { args: []; data: AuthCheck };
  /** The signed-in member's account; null for a visitor. */
  'auth/manage-info': { args: []; data: ManageInfo | null };
  categories: { args: []; data: Category[] };
  'categories/one': { args: [categoryId: string]; data: Category };
  actors: { args: []; data: Actor[] };
  'actors/selection': { args: [amount: number]; data: Actor[] };
  'actors/byName': { args: [actorName: string]; data: Actor };
  'follows/star': { args: [actorId: string, viewer: Viewer]; data: StarFollowState };
  'videos/detail': { args: [videoId: string, viewer: Viewer]; data: VideoDetail };
  'videos/related': { args: [videoId: string, amount: number]; data: VideoListItem[] };
  'videos/all': {
    args: [sort: VideoSort, amount: number, duration: DurationFilter | 'any'];
    data: VideoListItem[];
  };
  'videos/byCategory': {
    args: [categoryId: string, amount: number, choice: ListingChoiceParams];
    data: VideoListItem[];
  };
  /** A category's first videos as one plain list (home's rows). */
  'videos/categoryRow': { args: [categoryId: string, amount: number]; data: VideoListItem[] };
  'videos/byActor': {
    args: [actorId: string, amount: number, choice: ListingChoiceParams];
    data: VideoListItem[];
  };
  'videos/toplist': {
    args: [type: ToplistType, amount: number, window: ToplistWindow];
    data: VideoListItem[];
  };
  'playlists/all': { args: []; data: Playlist[] };
  'playlists/detail': { args: [playlistId: number]; data: Playlist };
  'playlists/member': { args: [memberId: string]; data: Playlist[] };
  'favourites/member': { args: [memberId: string]; data: Favourite[] };
  'comments/member': { args: [memberId: string]; data: Comment[] };
  'comments/video': { args: [videoId: string]; data: Comment[] };
  /** The active ads of the page at `pathname`. */
  ads: { args: [pathname: string]; data: Ad[] };
  'recommendations/wizard': { args: []; data: WizardChoices };
  'search/results': {
    args: [
      q: string,
      sort: SearchSort,
      duration: DurationFilter | 'any',
      /** A category's public id, or 'any'. */ categoryId: string,
    ];
    data: SearchResults;
  };
  /** Where the member left a video. */
  'history/position': { args: [videoId: string]; data: ResumePosition };
  // The signed-in member's own data (docs/decisions/0080): asked for on their pages alone, never cached.
  /** The stars the member follows, latest follow first. */
  'follows/stars': { args: [amount: number]; data: FollowedStar[] };
  /** New videos from the stars the member follows (a paged listing's first page). */
  'follows/feed': { args: [amount: number]; data: VideoListItem[] };
  /** The member's watch history, last watched first (a paged listing's first page). */
  'history/list': { args: [amount: number]; data: HistoryEntry[] };
  'history/settings': { args: []; data: HistorySettings };
  'favourites/mine': { args: []; data: Favourite[] };
  'playlists/mine': { args: []; data: Playlist[] };
  'videos/mine/mymostviewed': { args: [amount: number]; data: VideoListItem[] };
  'videos/mine/myhighestrating': { args: [amount: number]; data: VideoListItem[] };
  /** Where the member is signed in, the current session marked. */
  'profile/sessions': { args: []; data: AccountSession[] };
}

export type PageQueryName = keyof PageQueries;
export type PageQueryArgs<N extends PageQueryName> = PageQueries[N]['args'];
export type PageQueryData<N extends PageQueryName> = PageQueries[N]['data'];

type Parts<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...Parts<Rest>] : [S];

/** A page query's cache key: the parts of its name, then its arguments. */
export type PageQueryKey<N extends PageQueryName> = readonly [...Parts<N>, ...PageQueryArgs<N>];

/** `T` and each of its leading parts: ['a', 'b'], ['a'] and []. */
type Leading<T extends readonly unknown[]> = T extends readonly [...infer Head, unknown]
  ? T | Leading<Head>
  : T;

/** One page query, named and with its arguments: what a page asks the server for. */
export type PageQuery = { [N in PageQueryName]: { name: N; args: PageQueryArgs<N> } }[PageQueryName];

/**
 * The cache key of a page query, e.g. `pageQueryKey('videos/detail', id, viewer)` is
 * `['videos', 'detail', id, viewer]`: a name's parts come first, so `['videos']` or `['videos', 'detail']`
 * name every key under them (what a write invalidates).
 */
export function pageQueryKey<N extends PageQueryName>(name: N, ...args: PageQueryArgs<N>): PageQueryKey<N> {
  return [...name.split('/'), ...args] as unknown as PageQueryKey<N>;
}

/**
 * The key every query of `name` with these leading arguments starts with, e.g. every viewer's copy of one
 * video: `pageQueryPrefix('videos/detail', id)`. For finding and updating cached queries, not for reading.
 */
export function pageQueryPrefix<N extends PageQueryName>(
  name: N,
  ...args: Leading<PageQueryArgs<N>>
): readonly unknown[] {
  return [...name.split('/'), ...args];
}
