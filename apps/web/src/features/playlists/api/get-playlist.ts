import type { Playlist } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/playlist/getplaylist?id: one playlist with all its entries (404 when there is none). */
export const getPlaylist = (playlistId: number, signal?: AbortSignal) =>
  api.get<Playlist>('/api/playlist/getplaylist', { query: { id: playlistId }, signal });

export const { options: playlistQueryOptions, use: usePlaylist } = definePageQuery(
  'playlists/detail',
  getPlaylist,
);
