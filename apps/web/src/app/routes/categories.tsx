import { useId } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { withPicture } from '@/features/categories/utils';
import type { PageLoad } from '@/lib/page-load';
import { getCategoriesQueryOptions } from '@/features/categories/api/get-categories';

/** /categories: every category that has a picture (spec 2: pictureless ones stay hidden). */
export default function CategoriesPage() {
  const headingId = useId();
  const query = useCategories(withPicture);
  return (
    <>
      <PageTitle title="Categories" />
      <h1 id={headingId} className="sl-section-title h3">
        Categories
      </h1>
      <QueryState query={query} what="Categories" empty="No categories yet.">
        {(categories) => <CategoryGrid categories={categories} aria-labelledby={headingId} />}
      </QueryState>
    </>
  );
}

export const load: PageLoad = ({ load }) => load(getCategoriesQueryOptions());
