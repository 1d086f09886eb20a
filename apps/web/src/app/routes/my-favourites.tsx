import { MemberPage } from '@/components/members-only';
import { FavouriteList } from '@/features/favourites/components/favourite-list';
import { getMyFavouritesQueryOptions } from '@/features/favourites/api/get-my-favourites';
import { forMembers } from '@/lib/page-load';

import { useMessages } from '@/lib/i18n/messages';

/** /myfavourites, 'My Favebox' (spec 2): the member's favourite videos, each removable. */
export default function MyFavouritesPage() {
  const t = useMessages();
  return (
    <MemberPage title={t.labels.myFavebox} lead={t.favourites.lead}>
      <FavouriteList />
    </MemberPage>
  );
}

/** The member's favourites. */
export const load = forMembers(({ load }) => load(getMyFavouritesQueryOptions()));
