/**
 * The English catalogue (docs/decisions/0072): the shape every other language's catalogue must have. The
 * spec's own texts are the contract's, word for word.
 */
import { LABELS, MESSAGES, REASONS } from '@starlane/contract';

export const en = {
  spec: MESSAGES,
  labels: LABELS,
  reasons: REASONS,
  common: {
    loading: 'Loading...',
    unknownError: 'Unknown error',
    backHome: 'Back to the home page',
    pageNotFound: 'Page not found',
    pageNotFoundText: 'This page drifted out of orbit, or never existed.',
  },
  language: {
    /** The language switch's name for the other language's page. */
    switchTo: 'Español: this page in Spanish',
    switchLabel: 'Language',
  },
  layout: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    mainNav: 'Main',
    footerNav: 'Footer',
    footerSitemap: 'Sitemap',
    footerContact: 'Contact',
    footerTerms: 'Terms and conditions',
    footerCookies: 'Cookie policy',
    footerPrivacy: 'Privacy policy',
    footerDmca: 'DMCA',
    footer2257: '2257',
    rtaAlt: 'RTA - Restricted to Adults',
    adultsOnly: (siteName: string) =>
      `${siteName} is for adults aged 18 or over. All demo content is synthetic and safe for work.`,
  },
  nav: {
    videos: 'VIDEOS',
    toplists: 'TOPLISTS',
    playlists: 'PLAYLISTS',
    stars: 'STARS',
    signUp: 'SIGN UP',
    signIn: 'SIGN IN',
    dashboard: 'DASHBOARD',
    myPlaylists: 'MY PLAYLISTS',
    myFavebox: 'MY FAVEBOX',
    myToplists: 'MY TOPLISTS',
    following: 'FOLLOWING',
    history: 'HISTORY',
    signOut: 'SIGN OUT',
    categoriesFailed: 'Categories could not be loaded.',
    noCategories: 'No categories yet.',
    allVideos: 'All videos',
    allCategories: 'All categories',
    categoryColumn: (n: number) => `Categories, column ${String(n)}`,
  },
  toplists: {
    mostviewed: 'Most Viewed',
    highestrating: 'Highest Rating',
    mostrated: 'Most Rated',
    mostcommented: 'Most Commented',
  },
  head: {
    siteDescription: (siteName: string) =>
      `${siteName}: discover videos, stars, categories, toplists and playlists. Adults (18+) only.`,
    homeTitle: (siteName: string) => `${siteName}: videos, stars and categories`,
    adultsOnly: (siteName: string) => `${siteName}: adults (18+) only.`,
    videoNotFound: 'Video not found',
    categoryNotFound: 'Category not found',
    starNotFound: 'Star not found',
    playlistNotFound: 'Playlist not found',
    memberNotFound: 'Member not found',
    pageNotFound: 'Page not found',
    withStars: (stars: string) => `With ${stars}.`,
    categoryTitle: (name: string) => `${name} videos`,
    categoryDescription: (name: string, siteName: string) =>
      `${name}: the newest videos of the category on ${siteName}.`,
    starDescription: (name: string, siteName: string) => `${name}: every video with ${name} on ${siteName}.`,
    toplistTitle: (name: string) => `${name} videos`,
    toplistDescription: (name: string, siteName: string) =>
      `The ${name.toLowerCase()} videos on ${siteName}.`,
    playlistTitle: (name: string) => `${name} (playlist)`,
    playlistDescription: (name: string, memberName: string, count: number) =>
      `${name}: a playlist by ${memberName} with ${String(count)} videos.`,
    member: 'Member',
    memberDescription: (memberName: string, siteName: string) =>
      `${memberName}'s playlists, favourites and comments on ${siteName}.`,
    search: 'Search',
    searchTitle: (q: string) => `Search: ${q}`,
    searchDescription: (q: string, siteName: string) =>
      `Videos, stars and categories matching “${q}” on ${siteName}.`,
    searchEmptyDescription: (siteName: string) => `Search the videos, stars and categories of ${siteName}.`,
    categories: 'Categories',
    stars: 'Stars',
    toplists: 'Toplists',
    playlists: 'Playlists',
    static: {
      sitemap: ['Sitemap', 'Every section of the site on one page.'],
      wizard: ['Wizard', 'Find videos to your taste, step by step.'],
      contactUs: ['Contact us', 'How to reach us.'],
      terms: ['Terms and conditions', 'The terms of using the site.'],
      privacyPolicy: ['Privacy policy', 'What we store about you and why.'],
      cookiePolicy: ['Cookie policy', 'The cookies the site and its partners use.'],
      dmca: ['DMCA', 'How to report a copyright infringement.'],
      records2257: ['18 U.S.C. 2257', 'Record-keeping requirements compliance statement.'],
      videos: ['All videos', 'Every video of the catalogue, newest first.'],
      categories: ['Categories', 'Every category of the catalogue.'],
      actors: ['Stars', 'Every star of the catalogue.'],
      playlists: ['Playlists', "Members' playlists."],
    },
  },
} as const;
