import type { VideoListItem } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery, getValues } from '@/lib/define-query';

/** GET /api/video/getrelatedvideos?videoId&amount: videos sharing stars and categories with this one. */
export const getRelatedVideos = (videoId: string, amount: number, signal?: AbortSignal) =>
  getValues<VideoListItem>('/api/video/getrelatedvideos', { videoId, amount }, signal);

const relatedVideos = definePageQuery('videos/related', getRelatedVideos, CATALOGUE_CACHING);
export const { options: relatedVideosQueryOptions, use: useRelatedVideos } = relatedVideos;
