import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface FavouriteState {
  isFavourite: boolean;
}

/** POST /api/favourite/favourite?videoId (member): adds the video to the favourites, or removes it. */
export function toggleFavourite(videoId: string): Promise<FavouriteState> {
  return api.post<FavouriteState>('/api/favourite/favourite', undefined, { query: { videoId } });
}

/** Toggles a favourite; every favourites list (the Favebox, member cribs) is refetched afterwards. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
}
