import { getAdsQueryOptions } from '@/features/ads/api/get-ads';
import { getCategoriesQueryOptions } from '@/features/categories/api/get-categories';
import { authCheckQueryOptions } from '@/lib/auth/ping-auth';
import type { PageLoad } from '@/lib/page-load';

/** What every page's frame reads: the auth check, the menu's categories, the page's ads. */
export const loadLayout: PageLoad = ({ load, pathname }) =>
  Promise.all([
    load(authCheckQueryOptions()),
    load(getCategoriesQueryOptions()),
    load(getAdsQueryOptions(pathname)),
  ]);
