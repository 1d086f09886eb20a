/** The watch history feature (issue 16) as the composition root sees it. */
export { historyRoutes } from './history.routes.js';
export { HistoryService } from './history.service.js';
export { HistoryRepository } from './history.repository.js';
