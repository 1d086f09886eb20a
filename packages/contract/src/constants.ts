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
export const REPORT_FEEDBACK_MAX = 2000;
export const SEARCH_MAX_RESULTS = 20;
/** How many videos a personal toplist and the related-videos row show (spec section 9). */
export const PERSONAL_TOPLIST_AMOUNT = 8;
export const RELATED_VIDEOS_AMOUNT = 6;
/** Lists that are not paged in the original API (playlists, a playlist's videos) give this many at most. */
export const UNPAGED_LIST_AMOUNT = 100;
export const MEMBER_ROLES = ['member', 'premium', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const TOPLIST_TYPES = ['mostviewed', 'highestrating', 'mostrated', 'mostcommented'] as const;
export type ToplistType = (typeof TOPLIST_TYPES)[number];
/** A toplist named in a URL, any case; an unknown name is the most viewed (spec section 2). */
export function toplistTypeOf(name: string | undefined): ToplistType {
  const key = name?.toLowerCase();
  return TOPLIST_TYPES.find((type) => type === key) ?? 'mostviewed';
}
export const MY_TOPLIST_TYPES = ['mymostviewed', 'myhighestrating'] as const;
export type MyToplistType = (typeof MY_TOPLIST_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const USERNAME_MAX_LENGTH = 30;

/** The longest e-mail address anyone can have (RFC 5321); checked before any pattern runs. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What may not stand in an e-mail address: white space, controls (C0, DEL, C1) and the invisible format
 * characters (soft hyphen, zero-width and direction marks, word joiners, BOM). Spelled out rather than `\s`
 * and `\p{...}` so that the OpenAPI document's copy of the pattern means the same to every regex dialect.
 */
const NOT_IN_EMAIL =
  '@\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u061c\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u3000\\ufeff';
const EMAIL_PART = `[^${NOT_IN_EMAIL}]+`;

/**
 * Spec section 5's "simple pattern": text, at sign, text, dot, text, where text is anything but an at sign,
 * white space or an invisible character (docs/decisions/0053: one mailbox is one account, and a mailer drops
 * what cannot be seen). The lookahead first proves the rest has no second at sign (one linear scan), so the
 * dot search that follows cannot backtrack quadratically the way `^[^\s@]+@[^\s@]+\.[^\s@]+$` did on
 * `a@....@` (seconds per request).
 */
export const SIMPLE_EMAIL_SOURCE = `^${EMAIL_PART}@(?=${EMAIL_PART}$)${EMAIL_PART}\\.${EMAIL_PART}$`;
export const SIMPLE_EMAIL_PATTERN = new RegExp(SIMPLE_EMAIL_SOURCE);

/** What String.prototype.trim removes: the white space an address may carry around it as sent. */
const TRIMMED =
  '[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*';
/**
 * The simple pattern as an address is sent, before it is trimmed: the OpenAPI document's rule for an e-mail
 * field. None of the trimmed characters may stand in an address, so the two never overlap.
 */
export const EMAIL_AS_SENT_SOURCE = `^${TRIMMED}${EMAIL_PART}@(?=${EMAIL_PART}${TRIMMED}$)${EMAIL_PART}\\.${EMAIL_PART}${TRIMMED}$`;

/** The simple pattern, with the length checked first: nothing past 254 characters reaches a pattern. */
export function isSimpleEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL_PATTERN.test(text);
}

/** Where an ad can stand; a page shows the placements its kind of page has. */
export const AD_PLACEMENTS = ['header', 'home', 'sidebar', 'listing', 'livecam'] as const;

export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_ACTIONS = ['view', 'click'] as const;

export type AdAction = (typeof AD_ACTIONS)[number];

export const VIDEO_SORTS = ['newest', 'mostviewed', 'toprated', 'longest'] as const;

export type VideoSort = (typeof VIDEO_SORTS)[number];

/** The search results page's sorts: best match first by default, then the listings' sorts. */
export const SEARCH_SORTS = ['relevance', ...VIDEO_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Where a video stands: only `published` videos are shown to the public; `processing` while its media are
 * being made, `unpublished` when staff take it down (or a DMCA notice does), `failed` when its media could
 * not be made (docs/decisions/0011).
 */
export const VIDEO_STATUSES = ['published', 'processing', 'unpublished', 'failed'] as const;

export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const SEARCH_RESULT_TYPES = ['actor', 'video', 'category'] as const;

export const MAX_PAGE_AMOUNT = 100;

export const DEFAULT_PAGE_AMOUNT = 12;

export const ALL_ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The time windows a public toplist can be read over (docs/decisions/0030); `all` is the default, so the
 * spec's toplist URLs keep their meaning. `today` is the current UTC day, `week` and `month` the last 7 and
 * 30 UTC days, today included.
 */
export const TOPLIST_WINDOWS = ['all', 'today', 'week', 'month'] as const;

export type ToplistWindow = (typeof TOPLIST_WINDOWS)[number];

/** Duration filters of the listings: short under 5 minutes, medium 5 to 20, long over 20. */
export const DURATION_FILTERS = ['short', 'medium', 'long'] as const;

export type DurationFilter = (typeof DURATION_FILTERS)[number];

/** The bounds of each duration filter in seconds: from (inclusive) and below (exclusive). */
export const DURATION_BOUNDS = {
  short: { from: 0, below: 5 * 60 },
  medium: { from: 5 * 60, below: 20 * 60 + 1 },
  long: { from: 20 * 60 + 1, below: undefined },
} as const satisfies Record<DurationFilter, { from: number; below: number | undefined }>;

/** Where a DMCA notice stands: open, rejected, taken down, countered, restored. */
export const DMCA_STATUSES = ['open', 'rejected', 'taken_down', 'countered', 'restored'] as const;

export type DmcaStatus = (typeof DMCA_STATUSES)[number];

/** A playback position past this many seconds (a day) is not a real one: the history refuses it. */
export const MAX_VIDEO_POSITION_SECONDS = 86_400;
/**
 * When a video counts as started and as finished for resuming (docs/decisions/0032): positions under the first are
 * not worth offering, and within the last seconds of a video it is done, so it starts over. On a short clip the
 * end margin is a tenth of its length instead, or a clip of 15 s or less could never be resumed.
 */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 10;
export const RESUME_END_MARGIN_TENTHS = 1;

/** Whether a position is worth offering to resume: started, and not within the video's last stretch. */
export function isResumablePosition(positionSeconds: number, lengthSeconds: number): boolean {
  const margin = Math.min(RESUME_END_MARGIN_SECONDS, (lengthSeconds * RESUME_END_MARGIN_TENTHS) / 10);
  return positionSeconds >= RESUME_MIN_SECONDS && positionSeconds < lengthSeconds - margin;
}
/** Videos in the "Recommended for you" row. */
export const RECOMMENDATION_AMOUNT = 12;
/** At most this many recently watched videos seed a visitor's recommendations. */
export const RECOMMENDATION_SEEDS_MAX = 20;
/** At most this many categories, and as many stars, in one's wizard picks. */
export const TASTE_PICKS_MAX = 40;
/** Stars the wizard offers. */
export const WIZARD_STARS = 24;
