import { CATALOGUE_CACHING, defineQuery } from '@/lib/define-query';
import { defineVideosOf } from './video-pages';
import { choiceQuery } from '@/lib/listing-choice';

export const videosByCategoryQueryKey = (categoryId: string, amount: number) =>
  ['videos', 'byCategory', categoryId, amount] as const;

/**
 * GET /api/video/getbycategory?categoryId&amount&page[&sort&duration]: a category's videos, newest first.
 * Page after page on the category page, sorted and filtered as `choice` says.
 */
const videosByCategory = defineVideosOf('/api/video/getbycategory', 'categoryId', (id, amount, choice) => [
  ...videosByCategoryQueryKey(id, amount),
  choiceQuery(choice),
]);

export const { fetch: getVideosByCategory, pagesOptions: getVideosByCategoryPagesQueryOptions } =
  videosByCategory;

/** The first `amount` videos of a category (home page rows). */
const firstVideosByCategory = defineQuery(
  (categoryId: string, amount: number) => [...videosByCategoryQueryKey(categoryId, amount), 'first'] as const,
  (categoryId: string, amount: number, signal: AbortSignal) =>
    getVideosByCategory(categoryId, { amount, page: 1 }, signal),
  CATALOGUE_CACHING,
);
export const { options: getVideosByCategoryQueryOptions, use: useVideosByCategory } = firstVideosByCategory;
