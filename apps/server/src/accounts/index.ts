/** The accounts feature as other features and the composition root see it. */
export { accountRoutes } from './accounts.routes.js';
export { AccountService } from './accounts.service.js';
export { ACCOUNT_POLICY } from './account-policy.js';
export { AccountRepository } from './accounts.repository.js';
