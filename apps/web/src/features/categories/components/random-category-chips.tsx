import { useCallback } from 'react';
import { Link } from 'react-router';
import { type Category } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
import { HOME_CATEGORY_CHIPS } from '@/config/constants';
import { paths } from '@/config/paths';
import { pickRandom, seededRandom } from '@/lib/random';
import { useRandomSeed } from '@/lib/random-seed';
import { useCategories } from '../api/get-categories';
import { withPicture } from '../utils';
import { useMessages } from '@/lib/i18n/messages';

/** 'Random Categories': up to 16 random categories that have a picture, as chips linking to their pages. */
export function RandomCategoryChips() {
  const t = useMessages();
  // Seeded (see useRandomSeed), so the server's pick hydrates as rendered; memoised per seed so TanStack
  // Query keeps one pick per fetched list, not one per render.
  const seed = useRandomSeed('category-chips');
  const pickChips = useCallback(
    (categories: Category[]) => pickRandom(withPicture(categories), HOME_CATEGORY_CHIPS, seededRandom(seed)),
    [seed],
  );
  const query = useCategories(pickChips);

  return (
    <TitledSection title={t.labels.randomCategories}>
      <QueryState query={query} what={t.ui.theCategories} empty={t.nav.noCategories}>
        {(chips) => (
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
      </QueryState>
    </TitledSection>
  );
}
