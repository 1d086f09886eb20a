import { apiRoutes } from '@starlane/contract';
import { definePageQuery, FRESH_ON_EVERY_VISIT, memberList } from '@/lib/define-query';

/**
 * GET /api/favourite/getbymember?memberId: a member's favourites, newest first. Keyed under ['favourites'],
 * so toggling a favourite (which invalidates that prefix) refreshes it too.
 */
export const getMemberFavourites = memberList(apiRoutes.favourites.byMember);

export const { options: getMemberFavouritesQueryOptions, use: useMemberFavourites } = definePageQuery(
  'favourites/member',
  getMemberFavourites,
  FRESH_ON_EVERY_VISIT,
);
