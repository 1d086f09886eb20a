/** The favourites feature as the composition root sees it. */
export { favouriteRoutes } from './favourites.routes.js';
export { FavouriteService } from './favourites.service.js';
export { FavouriteRepository } from './favourites.repository.js';
