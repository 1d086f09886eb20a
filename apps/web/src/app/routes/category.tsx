import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import type { NotFoundProps } from '@/components/not-found';
import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCategory } from '@/features/categories/api/get-category';
import { getVideosByCategoryPagesQueryOptions } from '@/features/videos/api/get-videos-by-category';
import { ListingSection } from '@/features/videos/components/listing-section';
import type { PageLoad } from '@/lib/page-load';
import { getCategoryQueryOptions } from '@/features/categories/api/get-category';
import { readListingChoice } from '@/lib/listing-choice';
import { categoryNameIn } from '@/lib/i18n/catalogue-text';
import { useLocale, useMessages, type Messages } from '@/lib/i18n/messages';

const categoryNotFound = (t: Messages): NotFoundProps => ({
  title: t.head.categoryNotFound,
  children: t.ui.categoryNotFoundText,
  back: { to: paths.categories, label: t.ui.seeAllCategories },
});

/** /category/:categoryId/:categoryName?: the category's videos, 12 at a time. */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const query = useCategory(categoryId);
  const locale = useLocale();
  const t = useMessages();

  return (
    <QueryState query={query} what={t.ui.thisCategory} notFound={categoryNotFound(t)}>
      {(category) => (
        <>
          <PageTitle title={categoryNameIn(locale, category)} />
          <ListingSection
            level={1}
            title={categoryNameIn(locale, category)}
            listing={(choice) => getVideosByCategoryPagesQueryOptions(categoryId, CATEGORY_PAGE_SIZE, choice)}
            moreLabel={t.labels.moreFromCategory}
          />
        </>
      )}
    </QueryState>
  );
}

/** The category, and its listing as the URL sorts and filters it; a category that is not found, alone. */
export const load: PageLoad = async ({ params, search, load }) => {
  const categoryId = params.categoryId ?? '';
  const { sort = 'newest', duration } = readListingChoice(search);
  const [category] = await Promise.all([
    load(getCategoryQueryOptions(categoryId)),
    load(getVideosByCategoryPagesQueryOptions(categoryId, CATEGORY_PAGE_SIZE, { sort, duration })),
  ]);
  return category;
};
