/** The categories feature as other features and the composition root see it. */
export { categoryRoutes } from './categories.routes.js';
export { CategoryService } from './categories.service.js';
export { CategoryRepository } from './categories.repository.js';
