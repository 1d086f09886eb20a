import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Values, VideoListItem } from '@starlane/contract';
import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { VideoPage } from './get-videos';
import { videoPagesQueryOptions } from './video-pages';
import { choiceQuery, type ListingChoice } from '@/lib/listing-choice';

/** GET /api/video/getbycategory?categoryId&amount&page[&sort&duration]: a category's videos, newest first. */
export async function getVideosByCategory(
  categoryId: string,
  { amount, page }: VideoPage,
  signal?: AbortSignal,
  choice: ListingChoice = {},
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getbycategory', {
    query: { categoryId, amount, page, ...choiceQuery(choice) },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videosByCategoryQueryKey = (categoryId: string, amount: number) =>
  ['videos', 'byCategory', categoryId, amount] as const;

/** The first `amount` videos of a category (home page rows). */
export const getVideosByCategoryQueryOptions = (categoryId: string, amount: number) =>
  queryOptions({
    queryKey: [...videosByCategoryQueryKey(categoryId, amount), 'first'] as const,
    queryFn: ({ signal }) => getVideosByCategory(categoryId, { amount, page: 1 }, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useVideosByCategory(categoryId: string, amount: number) {
  return useQuery(getVideosByCategoryQueryOptions(categoryId, amount));
}

/** Page after page of a category's videos (category page), sorted and filtered as `choice` says. */
export const getVideosByCategoryPagesQueryOptions = (
  categoryId: string,
  amount: number,
  choice: ListingChoice = {},
) =>
  videoPagesQueryOptions(
    [...videosByCategoryQueryKey(categoryId, amount), choiceQuery(choice)],
    (page, signal) => getVideosByCategory(categoryId, { amount, page }, signal, choice),
    amount,
  );
