import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlaylistAddResult } from '@starlane/contract';

export interface AddVideoToPlaylistInput {
  playlistId: number;
  videoId: string;
}

/** POST /api/playlist/addvideo?playlistId&videoId (member, own playlists only). */
export function addVideoToPlaylist({
  playlistId,
  videoId,
}: AddVideoToPlaylistInput): Promise<PlaylistAddResult> {
  return api.post<PlaylistAddResult>('/api/playlist/addvideo', undefined, { query: { playlistId, videoId } });
}

/** Adds a video to a playlist; every playlist query (previews, counts) is refetched afterwards. */
export function useAddVideoToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideoToPlaylist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });
}
