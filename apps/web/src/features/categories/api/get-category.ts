import type { Category } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { CATALOGUE_CACHING, defineQuery } from '@/lib/define-query';

/** GET /api/category/{id}: one category by external or numeric id (404 when unknown). */
export const getCategory = (categoryId: string, signal?: AbortSignal) =>
  api.get<Category>(`/api/category/${encodeURIComponent(categoryId)}`, { signal });

export const categoryQueryKey = (categoryId: string) => ['categories', 'one', categoryId] as const;

const category = defineQuery(categoryQueryKey, getCategory, CATALOGUE_CACHING);
export const { options: getCategoryQueryOptions, use: useCategory } = category;
