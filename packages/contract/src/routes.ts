import { withoutLocale } from './locales.js';
import { pagePaths } from './page-queries.js';

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
