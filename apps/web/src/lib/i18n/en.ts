/**
 * The English catalogue (docs/decisions/0072): the shape every other language's catalogue must have. The
 * spec's own texts are the contract's, word for word.
 */
import { LABELS, MESSAGES, REASONS } from '@starlane/contract';
import { enAdmin } from './en-admin';
import { enMember } from './en-member';
import { enSite } from './en-site';

export const en = {
  ...enSite,
  ...enMember,
  ...enAdmin,
  spec: MESSAGES,
  labels: LABELS,
  reasons: REASONS,
  common: {
    cancel: 'Cancel',
    loading: 'Loading...',
    unknownError: 'Unknown error',
    backHome: 'Back to the home page',
    pageNotFound: 'Page not found',
    pageNotFoundText: 'This page drifted out of orbit, or never existed.',
    somethingWentWrong: 'Something went wrong.',
    signOutFailed: 'Signing out failed. Please try again.',
    /** "More videos": what a failed next page of a listing held. */
    more: (what: string) => `More ${what}`,
    loadFailed: (what: string, reason: string) => `${what} could not be loaded: ${reason}`,
    couldNotLoad: (what: string) => `${what} could not be loaded`,
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
  consent: {
    accept: (age: number) => `I am ${String(age)} or older - Enter`,
    title: (siteName: string, age: number) =>
      `Adults only: ${siteName} is for people aged ${String(age)} or over`,
    intro: (siteName: string, age: number) =>
      `${siteName} shows videos meant for an adult audience. You may only enter if you are at least ${String(age)} years old.`,
    cookies: (siteName: string) =>
      `${siteName} uses cookies: one to remember this choice, a session cookie when you sign in, and cookies of our advertising, analytics and live-cam partners. By entering you confirm your age and accept our use of cookies as described below.`,
    termsLabel: 'Terms and conditions',
    cookiesLabel: 'Cookie policy',
    privacyLabel: 'Privacy policy',
    lastModified: 'Last modified 13 November 2022.',
    terms1: (siteName: string, age: number) =>
      `By entering ${siteName} you affirm that you are at least ${String(age)} years old (or the age of majority where you live, if that is higher) and that viewing adult-oriented material is legal for you.`,
    terms2: (siteName: string) =>
      `These terms are governed by Spanish law and any dispute falls under the jurisdiction of the courts of Spain. Accounts that repeatedly violate these terms are terminated. ${siteName} reserves the right to charge fees for some features in the future.`,
    cookies1Before: (siteName: string) => `${siteName} uses a cookie named`,
    cookies1After: (days: number) =>
      `to remember, for ${String(days)} days, that you confirmed your age and accepted cookies. When you sign in, a session cookie keeps you signed in.`,
    cookies2:
      'After you accept, our advertising partners, our analytics service and the live-cam widget may set their own cookies to show and measure ads and to count visits. You can delete cookies at any time in your browser settings.',
    privacy1: (siteName: string) =>
      `If you become a member, ${siteName} stores your username, e-mail address and password (hashed), and the ratings, comments, favourites and playlists you create. We use them only to run the site and do not sell them.`,
    privacy2:
      'We keep basic usage data (such as which videos are viewed) to build toplists and statistics. You can ask us to see or delete your data through the contact page.',
  },
  account: {
    joinTheGang: 'Join the gang',
    notMemberYet: 'Not a member yet?',
    membershipFree: 'Membership is free. As a member you can:',
    perks: [
      'Rate videos',
      'Comment on videos',
      'Keep your favourites in your own Favebox',
      'Create and share your own playlists',
      'Get personal toplists',
    ],
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    signUp: 'Sign up',
    signIn: 'Sign in',
    signUpDone: 'Your account is made. Taking you to the home page...',
    alreadyMember: 'Already a member?',
    resendConfirmation: 'Send the confirmation mail again',
    confirmationResent: 'If the address has an unconfirmed account, a new confirmation mail is on its way.',
    emailConfirmed: 'Your e-mail address is confirmed.',
    badLink: 'This link is invalid, has expired or has been used already.',
    somethingWentWrong: 'Something went wrong. Please try again.',
  },
  video: {
    fave: 'Fave',
    faveRemoved: 'Video removed from your favourites.',
    faveFailed: 'Your Favebox could not be updated. Please try again.',
    rateThisVideo: 'Rate this video',
    rate: (value: number) => `Rate ${String(value)}`,
    ratingFailed: 'Your rating could not be saved. Please try again.',
    captions: 'Captions',
    captionsOff: 'Off',
  },
  comments: {
    postFailed: 'Your comment could not be posted. Please try again.',
    characters: 'characters',
    lengthRule: (max: number) => `A comment has 1 to ${String(max)} characters.`,
    heading: 'Comments',
    theComments: 'The comments',
    yourComment: 'Your comment',
    post: 'Post comment',
    postReply: 'Post reply',
    yourReplyTo: (name: string) => `Your reply to ${name}`,
    repliesTo: (name: string) => `Replies to ${name}`,
    by: (name: string) => `Comment by ${name}`,
    reply: 'Reply',
    report: 'Report',
    remove: 'Remove',
    removed: 'Your comment was removed.',
    removeFailed: 'The comment could not be removed. Please try again.',
    reportTitle: 'Report this comment',
    reportWhy: 'Why should our staff look at this comment?',
    sendReport: 'Send report',
    reportFailed: 'Your report could not be sent. Please try again.',
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
    signIn: 'Sign in',
    signUp: 'Sign up',
    signInDescription: (siteName: string) => `Sign in to rate, comment and keep playlists on ${siteName}.`,
    signUpDescription: (siteName: string) =>
      `Join ${siteName}: rate, comment and keep playlists. Free, adults (18+) only.`,
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

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * The shape every language's catalogue has: the English one's, its texts widened to strings. Declared here,
 * beside what defines it, so the Spanish catalogues need not import the provider that loads them.
 */
export type Messages = Widen<typeof en>;
