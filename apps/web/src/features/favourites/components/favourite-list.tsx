import { MovieRefCard } from '@/components/movie-ref-card';
import { QueryState } from '@/components/query-state';
import { useMyFavourites } from '../api/get-my-favourites';
import { RemoveFavouriteButton } from './remove-favourite-button';

/** The member's favourite videos, each with a Remove button. */
export function FavouriteList() {
  const query = useMyFavourites();
  return (
    <QueryState
      query={query}
      what="Your favourites"
      empty="Your Favebox is empty...for now! Hit Fave on any vid you love and it will wait for you here."
    >
      {(favourites) => (
        <ul
          className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled"
          aria-label="Your favourites"
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
