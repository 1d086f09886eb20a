import type { Category } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
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
import { CategoryVideosSection } from '@/features/videos/components/category-videos-section';
import { errorMessage } from '@/lib/api-client';
import { getSiteName } from '@/lib/site';
import { pickRandom } from '@/lib/random';

/** Module-level so TanStack Query memoises it: one random pick per fetched list, not per render. */
const pickRows = (categories: Category[]) => pickRandom(withPicture(categories), HOME_CATEGORY_ROWS);

function RandomCategoryRows() {
  const { data: rows, isPending, isError, error } = useCategories(pickRows);
  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <p role="alert" className="text-danger">
        Categories could not be loaded: {errorMessage(error)}
      </p>
    );
  }
  return rows.map((category) => (
    <CategoryVideosSection
      key={category.id}
      category={category}
      amount={HOME_VIDEOS_PER_CATEGORY}
      columns={VIDEO_LISTING_COLUMNS}
    />
  ));
}

/** Home (spec 2): random category chips, two random categories' videos, random stars, partner ads. */
export default function HomePage() {
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">{getSiteName()}: videos, stars and categories</h1>
      <RandomCategoryChips />
      <AdBanner className="mb-4" />
      <RandomCategoryRows />
      <AdBanner className="mb-4" />
      <RandomStars amount={HOME_STARS} />
    </>
  );
}
