/** The ratings feature as the composition root sees it. */
export { ratingRoutes } from './ratings.routes.js';
export { RatingService } from './ratings.service.js';
export { RatingRepository } from './ratings.repository.js';
