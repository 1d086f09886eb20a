import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Values } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';

/** GET /api/category/: every category, pictureless ones included (listings hide those). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<Values<Category>>('/api/category/', signal ? { signal } : {});
  return body.$values;
}

export const categoriesQueryKey = ['categories'] as const;

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

/** All categories; `select` derives from them (keep it a stable, module-level function). */
export function useCategories<TData = Category[]>(select?: (categories: Category[]) => TData) {
  return useQuery<Category[], Error, TData, typeof categoriesQueryKey>({
    ...getCategoriesQueryOptions(),
    select,
  });
}
