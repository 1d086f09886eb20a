import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import { apiRoutes, type FavouriteToggleResult } from '@starlane/contract';

/** POST /api/favourite/favourite?videoId (member): adds the video to the favourites, or removes it. */
export function toggleFavourite(videoId: string): Promise<FavouriteToggleResult> {
  return callApi(apiRoutes.favourites.toggle, { query: { videoId } });
}

/** Toggles a favourite; every favourites list (the Favebox, member cribs) is refetched afterwards. */
export const useToggleFavourite = defineMutation(toggleFavourite, { invalidates: ['favourites'] });
