/** The stars feature as other features and the composition root see it. */
export { actorRoutes } from './actors.routes.js';
export { ActorService } from './actors.service.js';
export { ActorRepository } from './actors.repository.js';
