import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCategory } from '@/features/categories/api/get-category';
import { getVideosByCategoryPagesQueryOptions } from '@/features/videos/api/get-videos-by-category';
import { ListingControls, choiceKey, useListingChoice } from '@/features/videos/components/listing-controls';
import { VideoListing } from '@/features/videos/components/video-listing';
import { LABELS } from '@starlane/contract';

/** /category/:categoryId/:categoryName?: the category's videos, 12 at a time. */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const headingId = useId();
  const query = useCategory(categoryId);
  const choice = useListingChoice();
  const { sort, duration } = choice;
  const listing = useMemo(
    () => getVideosByCategoryPagesQueryOptions(categoryId, CATEGORY_PAGE_SIZE, { sort, duration }),
    [categoryId, sort, duration],
  );

  return (
    <QueryState
      query={query}
      what="This category"
      notFound={{
        title: 'Category not found',
        children: 'There is no such category. It may have been removed or renamed.',
        back: { to: paths.categories, label: 'See all categories' },
      }}
    >
      {(category) => (
        <>
          <PageTitle title={category.name} />
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h1 id={headingId} className="sl-section-title h3 mb-0">
              {category.name}
            </h1>
            <ListingControls />
          </div>
          <VideoListing
            key={choiceKey(choice)}
            query={listing}
            moreLabel={LABELS.moreFromCategory}
            aria-labelledby={headingId}
          />
        </>
      )}
    </QueryState>
  );
}
