import type { Category } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/category/{id}: one category by external or numeric id (404 when unknown). */
export const getCategory = (categoryId: string, signal?: AbortSignal) =>
  api.get<Category>(`/api/category/${encodeURIComponent(categoryId)}`, { signal });

const category = definePageQuery('categories/one', getCategory, CATALOGUE_CACHING);
export const { options: getCategoryQueryOptions, use: useCategory } = category;
