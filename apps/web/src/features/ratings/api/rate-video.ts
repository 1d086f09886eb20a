import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import { apiRoutes, type RatingResult } from '@starlane/contract';

export interface RateVideoInput {
  videoId: string;
  rating: number;
}

/** POST /api/video/ratevideo?rating&videoId (member): a new rating replaces the old; answers the new totals. */
export function rateVideo({ videoId, rating }: RateVideoInput): Promise<RatingResult> {
  return callApi(apiRoutes.videos.rate, { query: { rating, videoId } });
}

export const useRateVideo = defineMutation(rateVideo);
