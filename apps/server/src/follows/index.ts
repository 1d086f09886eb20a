/** The follows feature (docs/decisions/0032) as the composition root sees it. */
export { followRoutes } from './follows.routes.js';
export { FollowService } from './follows.service.js';
export { FollowRepository } from './follows.repository.js';
