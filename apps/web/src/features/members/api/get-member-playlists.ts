import type { Playlist } from '@starlane/contract';
import { defineMemberList } from '@/lib/define-query';

/** Under ['playlists'] so that any playlist change (which invalidates that prefix) refreshes it too. */
export const memberPlaylistsQueryKey = (memberId: string) => ['playlists', 'member', memberId] as const;

/** GET /api/playlist/getbymember?memberId: a member's playlists, each with up to 5 preview movies. */
const memberPlaylists = defineMemberList<Playlist>('/api/playlist/getbymember', memberPlaylistsQueryKey);

export const getMemberPlaylists = memberPlaylists.fetch;
export const { options: getMemberPlaylistsQueryOptions, use: useMemberPlaylists } = memberPlaylists;
