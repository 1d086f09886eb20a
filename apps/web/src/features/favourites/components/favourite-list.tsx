import { MovieRefCard } from '@/components/movie-ref-card';
import { QueryState } from '@/components/query-state';
import { useMyFavourites } from '../api/get-my-favourites';
import { RemoveFavouriteButton } from './remove-favourite-button';
import { useMessages } from '@/lib/i18n/messages';

/** The member's favourite videos, each with a Remove button. */
export function FavouriteList() {
  const query = useMyFavourites();
  const t = useMessages();
  return (
    <QueryState query={query} what={t.favourites.yours} empty={t.favourites.empty}>
      {(favourites) => (
        <ul
          className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled"
          aria-label={t.favourites.yours}
        >
          {favourites.map((favourite) => (
            <li key={favourite.id} className="col">
              <MovieRefCard
                movie={favourite.movie}
                headingLevel={2}
                action={<RemoveFavouriteButton favourite={favourite} />}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
