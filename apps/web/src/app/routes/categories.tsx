import { useId } from 'react';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { withPicture } from '@/features/categories/utils';
import type { PageLoad } from '@/lib/page-load';
import { getCategoriesQueryOptions } from '@/features/categories/api/get-categories';
import { useMessages } from '@/lib/i18n/messages';

/** /categories: every category that has a picture (spec 2: pictureless ones stay hidden). */
export default function CategoriesPage() {
  const headingId = useId();
  const query = useCategories(withPicture);
  const t = useMessages();
  return (
    <>
      <PageTitle title={t.head.categories} />
      <h1 id={headingId} className="sl-section-title h3">
        {t.head.categories}
      </h1>
      <QueryState query={query} what={t.ui.theCategories} empty={t.nav.noCategories}>
        {(categories) => <CategoryGrid categories={categories} aria-labelledby={headingId} />}
      </QueryState>
    </>
  );
}

export const load: PageLoad = ({ load }) => load(getCategoriesQueryOptions());
