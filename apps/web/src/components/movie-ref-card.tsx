import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MovieRef } from '@starlane/contract';
import { paths } from '@/config/paths';
import { MovieThumb } from './movie-thumb';

/**
 * A video from a favourites list (id, external id, title, thumbnail only), linking to its page. The title's
 * heading level follows the page's outline: 2 straight under the page title, 3 under a section heading.
 */
export function MovieRefCard({
  movie,
  action,
  headingLevel = 3,
}: {
  movie: MovieRef;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const to = paths.video(movie.wmcExternalId, movie.title);
  return (
    <article aria-labelledby={headingId} className="card h-100 bg-body-tertiary border-secondary-subtle">
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <MovieThumb movie={movie} />
      </Link>
      <div className="card-body p-2 d-flex flex-column gap-2">
        <Heading id={headingId} className="h6 card-title mb-0 text-break">
          <Link to={to} className="link-light link-underline-opacity-0 link-underline-opacity-75-hover">
            {movie.title}
          </Link>
        </Heading>
        {action ? <div className="mt-auto">{action}</div> : null}
      </div>
    </article>
  );
}
