import { Favebox } from '@/features/favourites/components/favebox';

export default function MyFavouritesPage() {
  return <Favebox />;
}
