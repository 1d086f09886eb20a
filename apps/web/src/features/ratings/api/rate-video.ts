import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import type { RatingResult } from '@starlane/contract';

export interface RateVideoInput {
  videoId: string;
  rating: number;
}

/** POST /api/video/ratevideo?rating&videoId (member): a new rating replaces the old; answers the new totals. */
export function rateVideo({ videoId, rating }: RateVideoInput): Promise<RatingResult> {
  return api.post<RatingResult>('/api/video/ratevideo', undefined, { query: { rating, videoId } });
}

export const useRateVideo = defineMutation(rateVideo);
