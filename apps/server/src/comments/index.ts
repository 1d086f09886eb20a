/** The comments feature as the composition root sees it. */
export { commentRoutes } from './comments.routes.js';
export { CommentService } from './comments.service.js';
export { CommentRepository } from './comments.repository.js';
