/** The search feature as the composition root sees it. */
export { searchRoutes } from './search.routes.js';
export { SearchService } from './search.service.js';
export { SearchRepository } from './search.repository.js';
