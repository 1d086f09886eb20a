import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import type { FavouriteToggleResult } from '@starlane/contract';

/** POST /api/favourite/favourite?videoId (member): adds the video to the favourites, or removes it. */
export function toggleFavourite(videoId: string): Promise<FavouriteToggleResult> {
  return api.post<FavouriteToggleResult>('/api/favourite/favourite', undefined, { query: { videoId } });
}

/** Toggles a favourite; every favourites list (the Favebox, member cribs) is refetched afterwards. */
export const useToggleFavourite = defineMutation(toggleFavourite, { invalidates: ['favourites'] });
