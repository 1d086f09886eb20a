import { apiRoutes } from '@starlane/contract';
import { definePageQuery, FRESH_ON_EVERY_VISIT, memberList } from '@/lib/define-query';

/**
 * GET /api/playlist/getbymember?memberId: a member's playlists, each with up to 5 preview movies. Keyed
 * under ['playlists'], so any playlist change (which invalidates that prefix) refreshes it too.
 */
export const getMemberPlaylists = memberList(apiRoutes.playlists.byMember);

export const { options: getMemberPlaylistsQueryOptions, use: useMemberPlaylists } = definePageQuery(
  'playlists/member',
  getMemberPlaylists,
  FRESH_ON_EVERY_VISIT,
);
