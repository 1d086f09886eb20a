/** The 1200x630 JPEG pictures of the page heads (og:image, twitter:image), as the composition root sees them. */
export { socialImageRoutes } from './social-images.routes.js';
export { SocialImageService } from './social-images.service.js';
