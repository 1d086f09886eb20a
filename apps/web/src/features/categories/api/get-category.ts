import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/category/{id}: one category by external or numeric id (404 when unknown). */
export function getCategory(categoryId: string, signal?: AbortSignal): Promise<Category> {
  return api.get<Category>(`/api/category/${encodeURIComponent(categoryId)}`, signal ? { signal } : {});
}

export const categoryQueryKey = (categoryId: string) => ['categories', 'one', categoryId] as const;

export const getCategoryQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: categoryQueryKey(categoryId),
    queryFn: ({ signal }) => getCategory(categoryId, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useCategory(categoryId: string) {
  return useQuery(getCategoryQueryOptions(categoryId));
}
