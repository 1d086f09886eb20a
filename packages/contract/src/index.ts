export * from './common.js';
export * from './catalogue.js';
export * from './constants.js';
export * from './routes.js';
export * from './accounts.js';
export * from './ads.js';
