import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/video/getrelatedvideos?videoId&amount: videos sharing stars and categories with this one. */
export const getRelatedVideos = (videoId: string, amount: number, signal?: AbortSignal) =>
  callApiValues(apiRoutes.videos.related, { query: { videoId, amount }, signal });

const relatedVideos = definePageQuery('videos/related', getRelatedVideos, CATALOGUE_CACHING);
export const { options: relatedVideosQueryOptions, use: useRelatedVideos } = relatedVideos;
