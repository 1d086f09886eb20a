/**
 * Every number of the spec's section 9 (business constants and limits) for the web client, in one place.
 * Values shared with the server are re-exported from `@starlane/contract`, never restated.
 */
import { PARTNER_EXTERNAL_ID_MIN_LENGTH, type MyToplistType, type ToplistType } from '@starlane/contract';

export {
  AGE_LIMIT,
  ALL_ZERO_UUID,
  CONSENT_COOKIE_SUFFIX,
  DEFAULT_PAGE_AMOUNT,
  MY_TOPLIST_TYPES,
  PLAYLIST_NAME_MAX,
  RATING_MAX,
  RATING_MIN,
  TOPLIST_TYPES,
} from '@starlane/contract';
export type { MyToplistType, ToplistType };

// --- Site and consent -------------------------------------------------------------------------------
/** Used when index.html carries no `<meta name="site-name">`. */
export const DEFAULT_SITE_NAME = 'Starlane';
export const CONSENT_COOKIE_LIFETIME_DAYS = 150;
export const SECONDS_PER_DAY = 24 * 60 * 60;
/** 150 days = 12 960 000 s. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = CONSENT_COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY;

// --- Authentication check ---------------------------------------------------------------------------
/** GET /pingauth is tried at most this many times when it fails with anything but 401. */
export const AUTH_CHECK_MAX_ATTEMPTS = 10;
export const AUTH_CHECK_RETRY_DELAY_MS = 1000;

// --- Layout and ads ---------------------------------------------------------------------------------
/** Widths of this many pixels or less count as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${String(MOBILE_BREAKPOINT_PX)}px)`;
/** On mobile an ad replaces every listing slot whose index % AD_SLOT_EVERY === AD_SLOT_REMAINDER. */
export const AD_SLOT_EVERY = 4;
export const AD_SLOT_REMAINDER = 2;
/** Categories per column in the VIDEOS dropdown. */
export const CATEGORY_DROPDOWN_COLUMN_SIZE = 9;

// --- Listings -----------------------------------------------------------------------------------------
export const HOME_CATEGORY_CHIPS = 16;
export const HOME_CATEGORY_ROWS = 2;
export const HOME_VIDEOS_PER_CATEGORY = 8;
export const HOME_STARS = 12;
export const VIDEO_LISTING_COLUMNS = 3;
export const CATEGORY_PAGE_SIZE = 12;
export const STAR_PAGE_SIZE = 5;
export const RELATED_VIDEOS = 6;
export const RELATED_VIDEO_COLUMNS = 6;
export const TOPLIST_PAGE_SIZE = 12;
export const MY_TOPLIST_PAGE_SIZE = 8;
export const DEFAULT_TOPLIST_TYPE: ToplistType = 'mostviewed';
export const DEFAULT_MY_TOPLIST_TYPE: MyToplistType = 'mymostviewed';
/** Member profile: only playlists with more than this many movies are shown... */
export const MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE = 4;
/** ...each with this many previews. */
export const MEMBER_PLAYLIST_PREVIEWS = 5;
/** GET /api/actor/getSelection?amount defaults to this. */
export const ACTOR_SELECTION_DEFAULT_AMOUNT = 1;
/** Videos whose external id is longer than this are partner videos and show a promotional link. */
export const PROMO_LINK_EXTERNAL_ID_MIN_EXCLUSIVE = PARTNER_EXTERNAL_ID_MIN_LENGTH - 1;

// --- Comments -----------------------------------------------------------------------------------------
/** Comment dates: Danish locale, numeric year, month, day, hour and minute. */
export const COMMENT_DATE_LOCALE = 'da-DK';
export const COMMENT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
};

// --- Toasts (react-hot-toast's own defaults; listed here so nothing else restates them) --------------
export const TOAST_DURATION_MS = {
  error: 4000,
  success: 2000,
  blank: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;
/** At most this many toasts are visible at once; older ones are dismissed. */
export const TOAST_LIMIT = 20;

// --- Timings ------------------------------------------------------------------------------------------
/** After a successful sign-up, the visitor is sent home after this delay. */
export const SIGN_UP_REDIRECT_DELAY_MS = 2000;

// --- Data freshness (ours, not the spec's) -----------------------------------------------------------
export const CATALOGUE_STALE_TIME_MS = 5 * 60 * 1000;
