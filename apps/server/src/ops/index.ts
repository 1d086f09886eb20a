// Operations (docs/decisions/0057): health for orchestrators.
export { createHealth, type Health } from './health.js';
export { healthRoutes } from './health.routes.js';
