/** The recommendations feature as the composition root sees it. */
export { recommendationRoutes } from './recommendations.routes.js';
export { RecommendationService } from './recommendations.service.js';
export { RecommendationRepository } from './recommendations.repository.js';
export { NeighbourRebuilder } from './neighbour-rebuilder.js';
export { NeighbourRepository } from './neighbours.repository.js';
