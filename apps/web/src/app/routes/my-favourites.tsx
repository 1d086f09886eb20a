import { MemberPage } from '@/components/members-only';
import { FavouriteList } from '@/features/favourites/components/favourite-list';
import { LABELS } from '@starlane/contract';
import { loadsNothing } from '@/lib/page-load';

const LEAD = 'Your Favebox keeps the vids you love in one place. Join to start filling it.';

/** /myfavourites, 'My Favebox' (spec 2): the member's favourite videos, each removable. */
export default function MyFavouritesPage() {
  return (
    <MemberPage title={LABELS.myFavebox} lead={LEAD}>
      <FavouriteList />
    </MemberPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
