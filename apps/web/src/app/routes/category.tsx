import { paths } from '@/config/paths';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { CATEGORY_PAGE_SIZE, VIDEO_LISTING_COLUMNS } from '@/config/constants';
import { useCategory } from '@/features/categories/api/get-category';
import { getVideosByCategoryPagesQueryOptions } from '@/features/videos/api/get-videos-by-category';
import { VideoListing } from '@/features/videos/components/video-listing';
import { errorMessage, isApiError } from '@/lib/api-client';

/** /category/:categoryId/:categoryName?: the category's videos, 12 at a time. */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const headingId = useId();
  const { data: category, isPending, isError, error } = useCategory(categoryId);
  const listing = useMemo(
    () => getVideosByCategoryPagesQueryOptions(categoryId, CATEGORY_PAGE_SIZE),
    [categoryId],
  );

  if (isPending) return <LoadingMessage />;
  if (isError) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className="py-4">
        <PageTitle title={missing ? 'Category not found' : 'Category'} />
        <h1 className="h3">{missing ? 'Category not found' : 'This category could not be loaded'}</h1>
        <p className="text-body-secondary">
          {missing ? 'There is no such category. It may have been removed or renamed.' : errorMessage(error)}
        </p>
        <Link to={paths.categories} className="btn btn-primary">
          See all categories
        </Link>
      </div>
    );
  }

  return (
    <>
      <PageTitle title={category.name} />
      <h1 id={headingId} className="sl-section-title h3">
        {category.name}
      </h1>
      <VideoListing
        query={listing}
        columns={VIDEO_LISTING_COLUMNS}
        moreLabel="Show me more from this category!"
        aria-labelledby={headingId}
      />
    </>
  );
}
