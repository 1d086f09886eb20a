import type { Favourite } from '@starlane/contract';
import { defineMemberList } from '@/lib/define-query';

/** Under ['favourites'] so that toggling a favourite (which invalidates that prefix) refreshes it too. */
export const memberFavouritesQueryKey = (memberId: string) => ['favourites', 'member', memberId] as const;

/** GET /api/favourite/getbymember?memberId: a member's favourites, newest first. */
const memberFavourites = defineMemberList<Favourite>('/api/favourite/getbymember', memberFavouritesQueryKey);

export const getMemberFavourites = memberFavourites.fetch;
export const { options: getMemberFavouritesQueryOptions, use: useMemberFavourites } = memberFavourites;
