import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

export interface RemoveVideoInput {
  playlistId: number;
  /** The playlist entry's id (not the movie's). */
  entryId: number;
}

/** POST /api/playlist/removevideo?playlistId&videoId: removes an entry; only the owner may (403 otherwise). */
export function removeVideoFromPlaylist({ playlistId, entryId }: RemoveVideoInput): Promise<Message> {
  return callApi(apiRoutes.playlists.removeVideo, { query: { playlistId, videoId: entryId } });
}

export const removeVideoMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['playlists', 'remove-video'],
    mutationFn: removeVideoFromPlaylist,
    // Every playlist view (this page, listings, the member's own lists) may show the entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });

export function useRemoveVideoFromPlaylist() {
  const queryClient = useQueryClient();
  return useMutation(removeVideoMutationOptions(queryClient));
}
