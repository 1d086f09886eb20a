/**
 * The catalogue kernel (docs/decisions/0045): what the features share about videos, stars and categories,
 * below all of them. Counters and daily rollups that move with the rows they count, the rule of what is
 * published, the column lists and row mappers of the contract's shapes, a video's links to its categories
 * and stars, the rating prior, and the port through which each feature exports and erases a member's data.
 * It imports no feature.
 */
export {
  RATING_PRIOR_WEIGHT,
  addToCounter,
  addToRatings,
  averageRating,
  eraseCountedRows,
  recountVideos,
  siteMeanRating,
} from './counters.js';
export { rollUpDaily, rebuildDailyStats, windowStart, type DailyDelta } from './daily-stats.js';
export { IS_PUBLISHED } from './publication.js';
export { captionTracks } from './captions.js';
export { MAX_VTT_BYTES, checkVtt, vttSeconds, type VttCheck } from './vtt.js';
export { DMCA_RESTORE_AFTER_MS, NOT_DMCA_HELD, dmcaHolds, holdReason, type DmcaHold } from './dmca-hold.js';
export { publishedVideoList, videoListItems } from './listing.js';
export { RatingPrior } from './rating-prior.js';
export {
  ACTOR_COLUMNS,
  JOINED_ACTOR_COLUMNS,
  JOINED_CATEGORY_COLUMNS,
  MOVIE_REF_COLUMNS,
  VIDEO_LIST_COLUMNS,
  toActor,
  toCategory,
  toMovieRef,
  toVideoListItem,
  type VideoListRow,
} from './rows.js';
export { memberDataOf, type ExportPart, type MemberData } from './member-data.js';
export { linkVideo, relinkVideo } from './video-links.js';
