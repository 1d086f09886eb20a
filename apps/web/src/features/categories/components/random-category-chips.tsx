import { useId } from 'react';
import { Link } from 'react-router';
import type { Category } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { HOME_CATEGORY_CHIPS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { pickRandom } from '@/lib/random';
import { useCategories } from '../api/get-categories';
import { withPicture } from '../utils';

/** Module-level so TanStack Query memoises it: a new random pick per fetched list, not per render. */
const pickChips = (categories: Category[]) => pickRandom(withPicture(categories), HOME_CATEGORY_CHIPS);

/** 'Random Categories': up to 16 random categories that have a picture, as chips linking to their pages. */
export function RandomCategoryChips() {
  const headingId = useId();
  const { data: chips, isPending, isError, error } = useCategories(pickChips);

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="sl-section-title">
        Random Categories
      </h2>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p className="text-danger">Categories could not be loaded: {errorMessage(error)}</p>
      ) : chips.length === 0 ? (
        <p className="text-body-secondary">No categories yet.</p>
      ) : (
        <ul className="sl-chips list-unstyled">
          {chips.map((category) => (
            <li key={category.id}>
              <Link className="sl-chip" to={paths.category(category.wmcExternalId, category.name)}>
                {category.categoryPicture ? (
                  <img src={category.categoryPicture} alt="" width={28} height={28} loading="lazy" />
                ) : null}
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
