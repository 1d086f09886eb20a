/**
 * Every site route the client links to, in one place: the contract's page patterns and link builders (the
 * server builds the same links), under the names the web uses. Builders URL-encode their segments.
 */
import { pagePaths, siteRoutes, type MyToplistType, type ToplistType } from '@starlane/contract';

/** A pattern whose only parameters are optional, as a link: '/toplists/:toplistType?' → '/toplists'. */
const bare = (pattern: string) => pattern.replace(/\/:[^/]+\?/g, '');

export const paths = {
  home: pagePaths.home,
  signIn: pagePaths.signIn,
  signUp: pagePaths.signUp,
  login: pagePaths.login,
  register: pagePaths.register,
  /** The sign-up link the spec's perks prompts use. */
  join: pagePaths.authenticationRegister,
  forgotPassword: pagePaths.forgotPassword,
  dashboard: pagePaths.dashboard,
  manageProfile: pagePaths.manageProfile,
  actors: pagePaths.actors,
  actor: (firstName: string, lastName: string) => siteRoutes.actor({ firstName, lastName }),
  videos: pagePaths.videos,
  video: (wmcExternalId: string, title: string) => siteRoutes.video({ wmcExternalId, title }),
  categories: pagePaths.categories,
  category: (wmcExternalId: string, name: string) => siteRoutes.category({ wmcExternalId, name }),
  toplists: bare(pagePaths.toplists),
  toplist: (type: ToplistType) => siteRoutes.toplist(type),
  myToplists: bare(pagePaths.myToplists),
  myToplist: (type: MyToplistType) => `${bare(pagePaths.myToplists)}/${type}`,
  playlists: pagePaths.playlists,
  playlist: (playlistId: number) => siteRoutes.playlist(playlistId),
  myPlaylists: pagePaths.myPlaylists,
  myFavourites: pagePaths.myFavourites,
  following: pagePaths.following,
  history: pagePaths.history,
  member: (memberId: string, memberName: string) => siteRoutes.member({ id: memberId, userName: memberName }),
  wizard: pagePaths.wizard,
  sitemap: pagePaths.sitemap,
  contactUs: pagePaths.contactUs,
  terms: pagePaths.terms,
  cookiePolicy: pagePaths.cookiePolicy,
  privacyPolicy: pagePaths.privacyPolicy,
  dmca: pagePaths.dmca,
  records2257: pagePaths.records2257,
} as const;
