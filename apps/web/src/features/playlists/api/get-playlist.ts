import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/playlist/getplaylist?id: one playlist with all its entries (404 when there is none). */
export const getPlaylist = (playlistId: number, signal?: AbortSignal) =>
  callApi(apiRoutes.playlists.one, { query: { id: playlistId }, signal });

export const { options: playlistQueryOptions, use: usePlaylist } = definePageQuery(
  'playlists/detail',
  getPlaylist,
);
