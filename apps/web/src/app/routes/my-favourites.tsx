import { MemberPage } from '@/components/members-only';
import { FavouriteList } from '@/features/favourites/components/favourite-list';
import { LABELS } from '@starlane/contract';
import { getMyFavouritesQueryOptions } from '@/features/favourites/api/get-my-favourites';
import { forMembers } from '@/lib/page-load';

const LEAD = 'Your Favebox keeps the vids you love in one place. Join to start filling it.';

/** /myfavourites, 'My Favebox' (spec 2): the member's favourite videos, each removable. */
export default function MyFavouritesPage() {
  return (
    <MemberPage title={LABELS.myFavebox} lead={LEAD}>
      <FavouriteList />
    </MemberPage>
  );
}

/** The member's favourites. */
export const load = forMembers(({ load }) => load(getMyFavouritesQueryOptions()));
