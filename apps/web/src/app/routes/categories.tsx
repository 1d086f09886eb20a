import { useId } from 'react';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { withPicture } from '@/features/categories/utils';
import { errorMessage } from '@/lib/api-client';

/** /categories: every category that has a picture (spec 2: pictureless ones stay hidden). */
export default function CategoriesPage() {
  const headingId = useId();
  const { data: categories, isPending, isError, error } = useCategories(withPicture);
  return (
    <>
      <PageTitle title="Categories" />
      <h1 id={headingId} className="sl-section-title h3">
        Categories
      </h1>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p role="alert" className="text-danger">
          Categories could not be loaded: {errorMessage(error)}
        </p>
      ) : categories.length === 0 ? (
        <p className="text-body-secondary">No categories yet.</p>
      ) : (
        <CategoryGrid categories={categories} aria-labelledby={headingId} />
      )}
    </>
  );
}
