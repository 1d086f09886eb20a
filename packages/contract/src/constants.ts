/**
 * Constants shared by server and web. This module imports nothing, so the web app can use them without
 * pulling zod into its bundle: keep schemas out of here.
 */
export const AGE_LIMIT = 18;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Video external ids longer than this are partner videos and get a promotional link. */
export const PARTNER_EXTERNAL_ID_MIN_LENGTH = 11;
export const PLAYLIST_NAME_MAX = 50;
export const COMMENT_BODY_MAX = 2000;
export const SEARCH_MAX_RESULTS = 20;
export const TOPLIST_TYPES = ['mostviewed', 'highestrating', 'mostrated', 'mostcommented'] as const;
export type ToplistType = (typeof TOPLIST_TYPES)[number];
export const MY_TOPLIST_TYPES = ['mymostviewed', 'myhighestrating'] as const;
export type MyToplistType = (typeof MY_TOPLIST_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const USERNAME_MAX_LENGTH = 30;

/** Spec section 5's "simple pattern": text, at sign, text, dot, text. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where an ad can stand; a page shows the placements its kind of page has. */
export const AD_PLACEMENTS = ['header', 'home', 'sidebar', 'listing', 'livecam'] as const;

export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_ACTIONS = ['view', 'click'] as const;

export type AdAction = (typeof AD_ACTIONS)[number];

export const VIDEO_SORTS = ['newest', 'mostviewed', 'toprated', 'longest'] as const;

export type VideoSort = (typeof VIDEO_SORTS)[number];

export const SEARCH_RESULT_TYPES = ['actor', 'video', 'category'] as const;

export const MAX_PAGE_AMOUNT = 100;

export const DEFAULT_PAGE_AMOUNT = 12;

export const ALL_ZERO_UUID = '00000000-0000-0000-0000-000000000000';
