import { useCallback } from 'react';
import type { Category } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import {
  HOME_CATEGORY_ROWS,
  HOME_STARS,
  HOME_VIDEOS_PER_CATEGORY,
  VIDEO_LISTING_COLUMNS,
} from '@/config/constants';
import { RandomStars } from '@/features/actors/components/random-stars';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { useCategories } from '@/features/categories/api/get-categories';
import { RandomCategoryChips } from '@/features/categories/components/random-category-chips';
import { withPicture } from '@/features/categories/utils';
import { ContinueWatchingRow } from '@/features/history/components/continue-watching-row';
import { RecommendedRow } from '@/features/recommendations/components/recommended-row';
import { CategoryVideosSection } from '@/features/videos/components/category-videos-section';
import { getSiteName } from '@/lib/site';
import { pickRandom, seededRandom } from '@/lib/random';
import { useRandomSeed } from '@/lib/random-seed';
import type { PageLoad } from '@/lib/page-load';
import { getCategoriesQueryOptions } from '@/features/categories/api/get-categories';
import { getVideosByCategoryQueryOptions } from '@/features/videos/api/get-videos-by-category';
import { getActorSelectionQueryOptions } from '@/features/actors/api/get-actor-selection';
import { useMessages } from '@/lib/i18n/messages';

const ROWS_SEED = 'home-rows';

/** The categories of the rows: a seeded pick among those with a picture. */
const pickRows = (categories: Category[], seed: number) =>
  pickRandom(withPicture(categories), HOME_CATEGORY_ROWS, seededRandom(seed));

function RandomCategoryRows() {
  // Seeded (see useRandomSeed), so the server's pick hydrates as rendered; memoised per seed so TanStack
  // Query keeps one pick per fetched list, not one per render.
  const seed = useRandomSeed(ROWS_SEED);
  const pickRowsOf = useCallback((categories: Category[]) => pickRows(categories, seed), [seed]);
  const query = useCategories(pickRowsOf);
  const t = useMessages();
  return (
    <QueryState query={query} what={t.ui.theCategories}>
      {(rows) =>
        rows.map((category) => (
          <CategoryVideosSection
            key={category.id}
            category={category}
            amount={HOME_VIDEOS_PER_CATEGORY}
            columns={VIDEO_LISTING_COLUMNS}
          />
        ))
      }
    </QueryState>
  );
}

/**
 * Home: random category chips, two random categories' videos, random stars, partner ads; and the viewer's
 * half-watched videos (docs/decisions/0032) and, for anyone with a taste to go by, "Recommended for you"
 * (docs/decisions/0034, 0056).
 */
export default function HomePage() {
  const t = useMessages();
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">{t.head.homeTitle(getSiteName())}</h1>
      <RandomCategoryChips />
      <AdBanner className="mb-4" />
      <ContinueWatchingRow />
      <RecommendedRow />
      <RandomCategoryRows />
      <AdBanner className="mb-4" />
      <RandomStars amount={HOME_STARS} />
    </>
  );
}

/** The categories, then the videos of the rows picked from them; the stars. */
export const load: PageLoad = async ({ load, seed }) => {
  const [categories] = await Promise.all([
    load(getCategoriesQueryOptions()),
    load(getActorSelectionQueryOptions(HOME_STARS)),
  ]);
  await Promise.all(
    pickRows(categories ?? [], seed(ROWS_SEED)).map((category) =>
      load(getVideosByCategoryQueryOptions(category.wmcExternalId, HOME_VIDEOS_PER_CATEGORY)),
    ),
  );
};
