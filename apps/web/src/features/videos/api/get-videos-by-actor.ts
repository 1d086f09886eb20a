import type { Values, VideoListItem } from '@starlane/contract';
import { api } from '@/lib/api-client';
import type { VideoPage } from './get-videos';
import { videoPagesQueryOptions } from './video-pages';

/** GET /api/video/getbyactor?actorId&amount&page: a star's videos, newest first. */
export async function getVideosByActor(
  actorId: string,
  { amount, page }: VideoPage,
  signal?: AbortSignal,
): Promise<VideoListItem[]> {
  const body = await api.get<Values<VideoListItem>>('/api/video/getbyactor', {
    query: { actorId, amount, page },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const videosByActorQueryKey = (actorId: string, amount: number) =>
  ['videos', 'byActor', actorId, amount] as const;

export const getVideosByActorPagesQueryOptions = (actorId: string, amount: number) =>
  videoPagesQueryOptions(
    videosByActorQueryKey(actorId, amount),
    (page, signal) => getVideosByActor(actorId, { amount, page }, signal),
    amount,
  );
