/** The media feature as other features, the CLI and the composition root see it. */
export { mediaRoutes } from './media.routes.js';
export { uploadRoutes, UPLOADS_PATH } from './uploads.routes.js';
export { expireUploads, type ExpiredUploads } from './upload-expiry.js';
export { MediaService, type IngestInput, type IngestResult, type MediaSettings } from './media.service.js';
export { FeedRepository } from './feed.repository.js';
export { MediaRepository } from './media.repository.js';
export { FeedImporter, type FeedImportOptions, type FeedImportSummary } from './feed-import.js';
export { parseFeed, type FeedEntry, type FeedRow } from './feed-parse.js';
export { fetchLimited, FetchLimitError } from './fetch-limited.js';
export { MediaWorker, retryDelayMs, type WorkerSettings } from './media-worker.js';
export { runFfmpeg } from './ffmpeg.js';
export { probeVideo, type ProbeResult } from './probe.js';
export { fallbackRung, posterWidths, previewCuts, rungsFor, spritePlan } from './ladder.js';
export {
  ffmpegRunner,
  makePosters,
  makePreview,
  makeRendition,
  makeSprite,
  writeMasterPlaylist,
  type Ffmpeg,
} from './transcoder.js';
export {
  PICTURE_FORMATS,
  makePictureSet,
  pictureFileName,
  svgInput,
  type PictureFormat,
} from './picture-set.js';
