import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Actor, Category, Playlist, Values, VideoListItem } from '@starlane/contract';
import {
  fillPagePath,
  membersOnlyPages,
  MY_TOPLIST_TYPES,
  pagePaths,
  siteRoutes,
  TOPLIST_TYPES,
  type PageParams,
} from '@starlane/contract';
import { STAFF } from './members.js';

/** One of the site's page patterns, as the contract names them (the web app's router is built from them). */
export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

/** What the URLs of the pages are made of: real rows of the seeded catalogue, and what the test made. */
export interface PageData {
  video: { id: number; wmcExternalId: string; title: string };
  /** A partner's video (an ad movie), whose page differs from a catalogue video's. */
  partner: { wmcExternalId: string; title: string };
  category: { wmcExternalId: string; name: string };
  actor: { wmcExternalId: string; firstName: string; lastName: string };
  playlist: { id: number };
  /** The member whose public page is opened (the playlist's owner, or the test's own member). */
  member: { id: string; userName: string };
  /** Words the search finds results for. */
  searchWords: string;
  /** The staff area's sections, as its navigation lists them (the web app owns them, not the contract). */
  adminSections: string[];
}

/** The URLs of one page pattern, by who opens them. */
export interface PageVisits {
  /** Seen by a visitor who gave consent (members-only pages show their sign-in prompt or redirect). */
  visitor?: string[];
  /** Seen signed in: the member pages, and the pages that change for members. */
  member?: string[];
  /** Seen by staff (the staff area; everyone else gets the not-found page there). */
  staff?: string[];
}

/** What the parameters of the page patterns are filled with (`fillPagePath`). */
function pageParams({ video, category, actor, playlist, member }: PageData): PageParams {
  return {
    videoId: video.wmcExternalId,
    videoName: video.title,
    categoryId: category.wmcExternalId,
    categoryName: category.name,
    actorName: `${actor.firstName} ${actor.lastName}`,
    playlistId: String(playlist.id),
    memberId: member.id,
    memberName: member.userName,
    code: 'not-a-real-code',
  };
}

/**
 * The pages the browser gates (accessibility, hydration) open otherwise than at the one URL of their
 * parameters, as a visitor (and as a member too for a members-only page). A page added to the contract
 * needs no entry: it is opened that way.
 */
const SPECIAL_VISITS: Partial<Record<PagePath, (data: PageData) => PageVisits>> = {
  '/': () => ({ visitor: ['/'], member: ['/'] }),
  '/video/:videoId/:videoName?': ({ video, partner }) => ({
    visitor: [siteRoutes.video(video), siteRoutes.video(partner)],
    member: [siteRoutes.video(video)],
  }),
  '/category/:categoryId/:categoryName?': ({ category }) => ({
    visitor: [siteRoutes.category(category)],
    member: [siteRoutes.category(category)],
  }),
  '/actor/:actorName': ({ actor }) => ({
    visitor: [siteRoutes.actor(actor)],
    member: [siteRoutes.actor(actor)],
  }),
  '/toplists/:toplistType?': () => ({
    visitor: ['/toplists', ...TOPLIST_TYPES.slice(1).map((type) => siteRoutes.toplist(type))],
  }),
  '/playlist/:playlistId/:videoId?': ({ playlist, video }) => ({
    visitor: [siteRoutes.playlist(playlist.id), siteRoutes.playlist(playlist.id, video.id)],
    member: [siteRoutes.playlist(playlist.id)],
  }),
  '/member/:memberId/:memberName?': ({ member }) => ({
    visitor: [siteRoutes.member(member)],
    member: [siteRoutes.member(member)],
  }),
  '/confirmemail': () => ({ visitor: ['/confirmemail?userId=nobody&code=nothing'] }),
  '/Identity/Account/Manage': () => ({ member: ['/Identity/Account/Manage'] }),
  '/myplaylists': () => ({ visitor: ['/myplaylists'], member: ['/myplaylists'] }),
  '/myfavourites': () => ({ visitor: ['/myfavourites'], member: ['/myfavourites'] }),
  '/mytoplists/:toplistType?': () => ({
    visitor: ['/mytoplists'],
    member: ['/mytoplists', ...MY_TOPLIST_TYPES.slice(1).map((type) => `/mytoplists/${type}`)],
  }),
  '/search': ({ searchWords }) => ({
    visitor: ['/search', `/search?q=${encodeURIComponent(searchWords)}`],
    member: [`/search?q=${encodeURIComponent(searchWords)}`],
  }),
  '/history': () => ({ visitor: ['/history'], member: ['/history'] }),
  // Anyone but staff gets the not-found page (a 404) there, which the gates open as an unknown page.
  '/admin/:section?': ({ adminSections }) => ({
    staff: ['/admin', ...adminSections.map((section) => `/admin/${section}`)],
  }),
};

const MEMBERS_ONLY = new Set<string>(membersOnlyPages.map((name) => pagePaths[name]));

/** The URLs of the page `pattern`, by who opens them. */
export function visitsOf(pattern: PagePath, data: PageData): PageVisits {
  const special = SPECIAL_VISITS[pattern];
  if (special) return special(data);
  const url = fillPagePath(pattern, pageParams(data));
  return MEMBERS_ONLY.has(pattern) ? { visitor: [url], member: [url] } : { visitor: [url] };
}

/** Every URL of every page, by who opens it, in the contract's order. */
export function pageVisits(data: PageData): Required<PageVisits> {
  const visits = Object.values(pagePaths).map((pattern) => {
    const visit = visitsOf(pattern, data);
    const urls = [...(visit.visitor ?? []), ...(visit.member ?? []), ...(visit.staff ?? [])];
    if (urls.length === 0) throw new Error(`The page ${pattern} has no URL to open`);
    return visit;
  });
  return {
    visitor: visits.flatMap((v) => v.visitor ?? []),
    member: visits.flatMap((v) => v.member ?? []),
    staff: visits.flatMap((v) => v.staff ?? []),
  };
}

export { STAFF };

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/**
 * The page data from the seeded demo catalogue; `adminSections` are read from the staff area's navigation
 * by `staffPage`, a page signed in as staff.
 */
export async function catalogueData(staffPage: Page): Promise<PageData> {
  const [videos, partners, categories, actors, playlists] = await Promise.all([
    apiGet<Values<VideoListItem>>('/api/video/getmostviewed?amount=20'),
    apiGet<Values<VideoListItem>>('/api/video/getadmovies?amount=1'),
    apiGet<Values<Category>>('/api/category/'),
    apiGet<Values<Actor>>('/api/actor/'),
    apiGet<Values<Playlist>>('/api/playlist/'),
  ]);
  // A catalogue video (a partner's ids are longer).
  const video = videos.$values.find((v) => v.wmcExternalId.length <= 10);
  const partner = partners.$values[0];
  const category = categories.$values.find((c) => c.categoryPicture !== null);
  const actor = actors.$values.find((a) => a.firstName.length >= 4);
  const playlist = playlists.$values[0];
  if (!video || !partner || !category || !actor || !playlist)
    throw new Error('The demo catalogue is missing data');
  await staffPage.goto('/admin');
  const adminSections = await staffPage
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/')[2] ?? ''),
    );
  if (adminSections.length === 0) throw new Error('The staff area lists no section');
  return {
    video,
    partner,
    category,
    actor,
    playlist,
    member: { id: playlist.memberId, userName: playlist.memberName },
    searchWords: actor.firstName.slice(0, 4).toLowerCase(),
    adminSections,
  };
}
