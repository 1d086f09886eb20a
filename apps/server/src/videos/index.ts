/** The videos feature as other features and the composition root see it. */
export { videoRoutes } from './videos.routes.js';
export { VideoService, type MemberMarks } from './videos.service.js';
export { VideoRepository } from './videos.repository.js';
export { ListingRepository } from './listings.repository.js';
export { ViewRecorder } from './view-recorder.js';
export { ViewRepository } from './views.repository.js';
