import type { Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';
import type { VideoPage } from './get-videos';
import { videoPagesQueryOptions } from './video-pages';
import { choiceQuery, type ListingChoice } from '@/lib/listing-choice';

/** GET /api/video/getbyactor?actorId&amount&page[&sort&duration]: a star's videos, newest first by default. */
export async function getVideosByActor(
  actorId: string,
  { amount, page }: VideoPage,
  signal?: AbortSignal,
  choice: ListingChoice = {},
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getbyactor', {
    query: { actorId, amount, page, ...choiceQuery(choice) },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videosByActorQueryKey = (actorId: string, amount: number, choice: ListingChoice = {}) =>
  ['videos', 'byActor', actorId, amount, choiceQuery(choice)] as const;

export const getVideosByActorPagesQueryOptions = (
  actorId: string,
  amount: number,
  choice: ListingChoice = {},
) =>
  videoPagesQueryOptions(
    videosByActorQueryKey(actorId, amount, choice),
    (page, signal) => getVideosByActor(actorId, { amount, page }, signal, choice),
    amount,
  );
