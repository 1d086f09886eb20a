import { withoutLocale } from './locales.js';

/**
 * The site's pages, as route patterns (`:name` a segment, `?` an optional one): the web app's router is
 * built from them, and the server knows by them which GETs are pages.
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

/** Whether `path` is one of the site's pages (any case, trailing slash or not), in either language. */
export function isPagePath(path: string): boolean {
  const segments = segmentsOf(withoutLocale(path));
  return Object.values(pagePaths).some((pattern) => matches(segmentsOf(pattern), segments));
}

/**
 * `path` with each fixed segment spelled as its page's pattern spells it (`/VIDEOS` → `/videos`,
 * `/Video/ab1/Title` → `/video/ab1/Title`), or undefined when it is no page. A parameter keeps its case.
 */
export function canonicalPageCase(path: string): string | undefined {
  const segments = segmentsOf(path);
  for (const pattern of Object.values(pagePaths)) {
    const parts = segmentsOf(pattern);
    if (!matches(parts, segments)) continue;
    const spelled = segments.map((segment, i) => (parts[i]!.startsWith(':') ? segment : parts[i]!));
    return `/${spelled.join('/')}${path.length > 1 && path.endsWith('/') ? '/' : ''}`;
  }
  return undefined;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string[], segments: string[]): boolean {
  const required = pattern.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > pattern.length) return false;
  return segments.every((segment, i) => {
    const part = pattern[i]!;
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

/**
 * The 1200x630 JPEG of a page's head (og:image, twitter:image): the server makes it from a picture URL of
 * ours (`src`), or the site's card without one (docs/decisions/0051).
 */
export const SOCIAL_IMAGE_PATH = '/social-image.jpg';
/** The size Facebook, LinkedIn and X ask for (1.91:1); smaller pictures get a small card. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Site routes, built the same way by the server (search results, sitemaps) and the web app (links). */
export const siteRoutes = {
  video: (video: { wmcExternalId: string; title: string }) =>
    `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`,
  actor: (actor: { firstName: string; lastName: string }) =>
    `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}`,
  category: (category: { wmcExternalId: string; name: string }) =>
    `/category/${encodeURIComponent(category.wmcExternalId)}/${encodeURIComponent(category.name)}`,
  playlist: (playlistId: number, videoId?: number | string) =>
    videoId === undefined
      ? `/playlist/${playlistId}`
      : `/playlist/${playlistId}/${encodeURIComponent(String(videoId))}`,
  member: (member: { id: string; userName: string }) =>
    `/member/${encodeURIComponent(member.id)}/${encodeURIComponent(member.userName)}`,
  toplist: (type: string) => `/toplists/${type}`,
  socialImage: (src?: string) =>
    src ? `${SOCIAL_IMAGE_PATH}?src=${encodeURIComponent(src)}` : SOCIAL_IMAGE_PATH,
};
