import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MovieRef } from '@starlane/contract';
import { paths } from '@/config/paths';
import { MovieThumb } from './movie-thumb';

/** A video from a favourites list (id, external id, title, thumbnail only), linking to its page. */
export function MovieRefCard({ movie, action }: { movie: MovieRef; action?: ReactNode }) {
  const headingId = useId();
  const to = paths.video(movie.wmcExternalId, movie.title);
  return (
    <article aria-labelledby={headingId} className="card h-100 bg-body-tertiary border-secondary-subtle">
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <MovieThumb movie={movie} />
      </Link>
      <div className="card-body p-2 d-flex flex-column gap-2">
        <h3 id={headingId} className="h6 card-title mb-0 text-break">
          <Link to={to} className="link-light link-underline-opacity-0 link-underline-opacity-75-hover">
            {movie.title}
          </Link>
        </h3>
        {action ? <div className="mt-auto">{action}</div> : null}
      </div>
    </article>
  );
}
