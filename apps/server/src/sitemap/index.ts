/** robots.txt and the XML sitemaps, as the composition root sees them. */
export { sitemapRoutes } from './sitemap.routes.js';
export { SitemapService, SITEMAP_MAX_URLS } from './sitemap.service.js';
export { SitemapRepository } from './sitemap.repository.js';
