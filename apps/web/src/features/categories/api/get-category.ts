import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/category/{id}: one category by external or numeric id (404 when unknown). */
export const getCategory = (categoryId: string, signal?: AbortSignal) =>
  callApi(apiRoutes.categories.one, { params: { categoryId }, signal });

const category = definePageQuery('categories/one', getCategory, CATALOGUE_CACHING);
export const { options: getCategoryQueryOptions, use: useCategory } = category;
