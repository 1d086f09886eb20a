/**
 * Numbers of the ads feature that the spec does not state (it only fixes the mobile listing slots, which live
 * in src/config/constants.ts).
 */

/** The ads of a page change rarely; the server caches the answer for a minute too. */
export const ADS_STALE_TIME_MS = 60_000;

/** A view counts once at least this fraction of the ad has been on screen (the usual viewability rule). */
export const AD_VIEW_VISIBLE_FRACTION = 0.5;

/** Page views whose slot assignments are kept, so that a page rendered late still finds its own. */
export const PAGE_VIEWS_REMEMBERED = 20;

/** The creatives' intrinsic sizes (IAB leaderboard and medium rectangle), reserved before they load. */
export const AD_SIZES = {
  wide: { width: 728, height: 90 },
  box: { width: 300, height: 250 },
} as const;
