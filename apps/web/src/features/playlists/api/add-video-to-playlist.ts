import { apiRoutes, type PlaylistAddResult } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface AddVideoToPlaylistInput {
  playlistId: number;
  videoId: string;
}

/** POST /api/playlist/addvideo?playlistId&videoId (member, own playlists only). */
export function addVideoToPlaylist({
  playlistId,
  videoId,
}: AddVideoToPlaylistInput): Promise<PlaylistAddResult> {
  return callApi(apiRoutes.playlists.addVideo, { query: { playlistId, videoId } });
}

/** Adds a video to a playlist; every playlist query (previews, counts) is refetched afterwards. */
export const useAddVideoToPlaylist = defineMutation(addVideoToPlaylist, { invalidates: ['playlists'] });
