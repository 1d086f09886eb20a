import { MembersOnly } from '@/components/members-only';
import { PageTitle } from '@/components/page-title';
import { FavouriteList } from '@/features/favourites/components/favourite-list';
import { LABELS } from '@starlane/contract';

/** /myfavourites, 'My Favebox' (spec 2): the member's favourite videos, each removable. */
export default function MyFavouritesPage() {
  return (
    <>
      <PageTitle title={LABELS.myFavebox} />
      <h1 className="mb-3">{LABELS.myFavebox}</h1>
      <MembersOnly lead="Your Favebox keeps the vids you love in one place. Join to start filling it.">
        <FavouriteList />
      </MembersOnly>
    </>
  );
}
