/** The watch history feature (docs/decisions/0032) as the composition root sees it. */
export { historyRoutes } from './history.routes.js';
export { HistoryService } from './history.service.js';
export { HistoryRepository } from './history.repository.js';
