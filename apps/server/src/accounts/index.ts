/** The accounts feature as other features and the composition root see it. */
export { accountRoutes } from './accounts.routes.js';
export { AccountService, ACCOUNT_POLICY } from './accounts.service.js';
export { AccountRepository } from './accounts.repository.js';
