import { Link } from 'react-router';
import type { VideoDetail } from '@starlane/contract';
import { paths } from '@/config/paths';

/** The video's categories and stars as pills linking to their pages. */
export function VideoPills({ video }: { video: Pick<VideoDetail, 'movieMovieCategories' | 'movieActors'> }) {
  const categories = video.movieMovieCategories.map((link) => link.movieCategory);
  const actors = video.movieActors.map((link) => link.actor);
  return (
    <>
      {categories.length > 0 && (
        <nav aria-label="Categories" className="mb-2">
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  className="badge rounded-pill text-bg-secondary text-decoration-none sl-pill"
                  to={paths.category(category.wmcExternalId, category.name)}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {actors.length > 0 && (
        <nav aria-label="Stars" className="mb-2">
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {actors.map((actor) => (
              <li key={actor.id}>
                <Link
                  className="badge rounded-pill text-bg-primary text-decoration-none sl-pill"
                  to={paths.actor(actor.firstName, actor.lastName)}
                >
                  <span aria-hidden="true">&#9733; </span>
                  {actor.firstName} {actor.lastName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
