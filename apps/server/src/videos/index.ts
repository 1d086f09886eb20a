/** The videos feature as other features and the composition root see it. */
export { videoRoutes } from './videos.routes.js';
export { VideoService } from './videos.service.js';
export {
  VideoRepository,
  MOVIE_REF_COLUMNS,
  toMovieRef,
  LIST_COLUMNS as VIDEO_LIST_COLUMNS,
  IS_PUBLISHED,
  toVideoListItem,
} from './videos.repository.js';
export { ViewRecorder } from './view-recorder.js';
export {
  RATING_PRIOR_WEIGHT,
  addToCounter,
  addToRatings,
  averageRating,
  recountVideos,
  siteMeanRating,
} from './video-counters.js';
export { rollUpDaily, rebuildDailyStats, type DailyDelta } from './daily-stats.js';
