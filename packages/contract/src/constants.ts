/** Numbers the spec fixes (section 9) that both server and web rely on. */
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
