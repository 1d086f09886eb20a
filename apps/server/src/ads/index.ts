/** The ads feature as the composition root sees it. */
export { adRoutes } from './ads.routes.js';
export { AdService } from './ads.service.js';
export { AdRepository, toAd } from './ads.repository.js';
