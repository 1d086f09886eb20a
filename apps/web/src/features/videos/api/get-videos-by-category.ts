import { apiRoutes } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';
import { defineVideosOf } from './video-pages';

/**
 * GET /api/video/getbycategory?categoryId&amount&page[&sort&duration]: a category's videos, newest first.
 * Page after page on the category page, sorted and filtered as `choice` says.
 */
const videosByCategory = defineVideosOf(apiRoutes.videos.byCategory, 'categoryId', 'videos/byCategory');

export const { fetch: getVideosByCategory, pagesOptions: getVideosByCategoryPagesQueryOptions } =
  videosByCategory;

/** The first `amount` videos of a category (home page rows). */
const firstVideosByCategory = definePageQuery(
  'videos/categoryRow',
  (categoryId, amount, signal) => getVideosByCategory(categoryId, { amount, page: 1 }, signal),
  CATALOGUE_CACHING,
);
export const { options: getVideosByCategoryQueryOptions, use: useVideosByCategory } = firstVideosByCategory;
