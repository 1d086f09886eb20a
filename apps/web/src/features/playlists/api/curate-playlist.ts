import { apiRoutes, type Playlist } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface CuratePlaylistInput {
  playlistId: number;
  curated: boolean;
}

/** POST /api/playlist/curate?playlistId&curated (staff and premium): marks one of their playlists curated. */
export function curatePlaylist({ playlistId, curated }: CuratePlaylistInput): Promise<Playlist> {
  return callApi(apiRoutes.playlists.curate, { query: { playlistId, curated: String(curated) } });
}

/** Curated playlists are listed first on /playlists: every playlist list is reloaded. */
export const useCuratePlaylist = defineMutation(curatePlaylist, { invalidates: ['playlists'] });
