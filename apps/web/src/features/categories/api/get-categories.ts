import { callApiValues } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pageQueryKey, type Category } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/category/: every category, pictureless ones included (listings hide those). */
export const getCategories = (signal?: AbortSignal) => callApiValues(apiRoutes.categories.all, { signal });

export const categoriesQueryKey = pageQueryKey('categories');

export const { options: getCategoriesQueryOptions } = definePageQuery(
  'categories',
  getCategories,
  CATALOGUE_CACHING,
);

/** All categories; `select` derives from them (keep it a stable, module-level function). */
export function useCategories<TData = Category[]>(select?: (categories: Category[]) => TData) {
  return useQuery<Category[], Error, TData, typeof categoriesQueryKey>({
    ...getCategoriesQueryOptions(),
    select,
  });
}
