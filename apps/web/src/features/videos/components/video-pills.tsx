import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VideoDetail } from '@starlane/contract';
import { paths } from '@/config/paths';
import { categoryNameIn } from '@/lib/i18n/catalogue-text';
import { useLocale, useMessages } from '@/lib/i18n/messages';

interface Pill {
  key: number;
  to: string;
  text: ReactNode;
}

function PillNav({ label, variant, pills }: { label: string; variant: string; pills: Pill[] }) {
  if (pills.length === 0) return null;
  return (
    <nav aria-label={label} className="mb-2">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {pills.map((pill) => (
          <li key={pill.key}>
            <Link className={`badge rounded-pill ${variant} text-decoration-none sl-pill`} to={pill.to}>
              {pill.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The video's categories and stars as pills linking to their pages. */
export function VideoPills({ video }: { video: Pick<VideoDetail, 'movieMovieCategories' | 'movieActors'> }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <>
      <PillNav
        label={t.search.categories}
        variant="text-bg-secondary"
        pills={video.movieMovieCategories.map(({ movieCategory: category }) => ({
          key: category.id,
          to: paths.category(category.wmcExternalId, category.name),
          text: categoryNameIn(locale, category),
        }))}
      />
      <PillNav
        label={t.search.stars}
        variant="text-bg-primary"
        pills={video.movieActors.map(({ actor }) => ({
          key: actor.id,
          to: paths.actor(actor.firstName, actor.lastName),
          text: (
            <>
              <span aria-hidden="true">&#9733; </span>
              {actor.firstName} {actor.lastName}
            </>
          ),
        }))}
      />
    </>
  );
}
