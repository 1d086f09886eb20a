import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AddVideoToPlaylistInput {
  playlistId: number;
  videoId: string;
}

export interface AddedEntry {
  entryId: number;
  /** False when the video was already in the playlist (adding again changes nothing). */
  added: boolean;
}

/** POST /api/playlist/addvideo?playlistId&videoId (member, own playlists only). */
export function addVideoToPlaylist({ playlistId, videoId }: AddVideoToPlaylistInput): Promise<AddedEntry> {
  return api.post<AddedEntry>('/api/playlist/addvideo', undefined, { query: { playlistId, videoId } });
}

/** Adds a video to a playlist; every playlist query (previews, counts) is refetched afterwards. */
export function useAddVideoToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideoToPlaylist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['playlists'] }),
  });
}
