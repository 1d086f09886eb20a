/** Every site route the client links to, in one place. Builders URL-encode their segments. */
import type { MyToplistType, ToplistType } from '@starlane/contract';

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  login: '/login',
  register: '/register',
  /** The sign-up link the spec's perks prompts use. */
  join: '/authentication/register',
  forgotPassword: '/forgotpassword',
  dashboard: '/dashboard',
  manageProfile: '/Identity/Account/Manage',
  actors: '/actors',
  actor: (firstName: string, lastName: string) => `/actor/${seg(`${firstName} ${lastName}`)}`,
  videos: '/videos',
  video: (wmcExternalId: string, title: string) => `/video/${seg(wmcExternalId)}/${seg(title)}`,
  categories: '/categories',
  category: (wmcExternalId: string, name: string) => `/category/${seg(wmcExternalId)}/${seg(name)}`,
  toplists: '/toplists',
  toplist: (type: ToplistType) => `/toplists/${type}`,
  myToplists: '/mytoplists',
  myToplist: (type: MyToplistType) => `/mytoplists/${type}`,
  playlists: '/playlists',
  playlist: (playlistId: number) => `/playlist/${seg(playlistId)}`,
  myPlaylists: '/myplaylists',
  myFavourites: '/myfavourites',
  member: (memberId: string, memberName: string) => `/member/${seg(memberId)}/${seg(memberName)}`,
  wizard: '/wizard',
  sitemap: '/sitemap',
  contactUs: '/contactus',
  terms: '/termsandconditions',
  cookiePolicy: '/cookiepolicy',
  privacyPolicy: '/privacypolicy',
  dmca: '/dmca',
  records2257: '/2257',
} as const;

/** Toplist titles, in menu order. */
export const TOPLIST_TITLES: Record<ToplistType, string> = {
  mostviewed: 'Most Viewed',
  highestrating: 'Highest Rating',
  mostrated: 'Most Rated',
  mostcommented: 'Most Commented',
};
