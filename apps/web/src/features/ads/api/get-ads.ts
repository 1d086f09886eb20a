import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Ad, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { ADS_STALE_TIME_MS } from '../constants';

/** GET /api/ad/?url={pathname}: the active ads placed on that page (the server knows each page's slots). */
export async function getAdsForPage(pathname: string, signal?: AbortSignal): Promise<Ad[]> {
  const body = await api.get<Values<Ad>>('/api/ad/', {
    query: { url: pathname },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const adsQueryKey = (pathname: string) => ['ads', pathname] as const;

export const getAdsQueryOptions = (pathname: string) =>
  queryOptions({
    queryKey: adsQueryKey(pathname),
    queryFn: ({ signal }) => getAdsForPage(pathname, signal),
    staleTime: ADS_STALE_TIME_MS,
  });

/**
 * The ads of the page at `pathname`, shared by every slot of that page. While a new page's ads load, the
 * last page's stand in: a placement has the same ads on every page that has it, so the header banner does
 * not blink on each navigation.
 */
export function useAdsForPage(pathname: string) {
  return useQuery({ ...getAdsQueryOptions(pathname), placeholderData: keepPreviousData });
}
