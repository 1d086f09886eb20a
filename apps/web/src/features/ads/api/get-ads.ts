import { callApiValues } from '@/lib/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { definePageQuery } from '@/lib/define-query';
import { ADS_STALE_TIME_MS } from '../constants';

/** GET /api/ad/?url={pathname}: the active ads placed on that page (the server knows each page's slots). */
export const getAdsForPage = (pathname: string, signal?: AbortSignal) =>
  callApiValues(apiRoutes.ads.forPage, { query: { url: pathname }, signal });

const ads = definePageQuery('ads', getAdsForPage, { staleTime: ADS_STALE_TIME_MS });
export const getAdsQueryOptions = ads.options;

/**
 * The ads of the page at `pathname`, shared by every slot of that page. While a new page's ads load, the
 * last page's stand in: a placement has the same ads on every page that has it, so the header banner does
 * not blink on each navigation.
 */
export function useAdsForPage(pathname: string) {
  return useQuery({ ...getAdsQueryOptions(pathname), placeholderData: keepPreviousData });
}
