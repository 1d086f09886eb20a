import { useSearchParams } from 'react-router';
import type { Category } from '@starlane/contract';
import type { SelectOptions } from '@/components/inline-select';
import { PageTitle } from '@/components/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { SearchResultsView } from '@/features/search/components/search-results';
import type { PageLoad } from '@/lib/page-load';
import { readSearchChoice, searchResultsQueryOptions } from '@/features/search/api/get-search-results';
import { useMessages } from '@/lib/i18n/messages';

/** The results' category filter (decision 0031): every category, by name. */
const byName = (categories: Category[]): SelectOptions =>
  [...categories].sort((a, b) => a.name.localeCompare(b.name)).map((c) => [c.wmcExternalId, c.name] as const);

/**
 * /search?q=: the search results page (docs/decisions/0031); result pages are kept out of search engines.
 */
export default function SearchPage() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const categories = useCategories(byName);
  const t = useMessages();
  const title = q ? t.head.searchTitle(q) : t.head.search;
  return (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <h1 className="sl-section-title h3">{q ? t.search.resultsFor(q) : t.head.search}</h1>
      <SearchResultsView key={q} q={q} categoryOptions={categories.data ?? []} />
    </>
  );
}

/** The results for the words asked, sorted and filtered as the URL says; nothing to load without words. */
export const load: PageLoad = ({ search, load }) => {
  const q = (search.get('q') ?? '').trim();
  return q ? load(searchResultsQueryOptions(q, readSearchChoice(search))) : undefined;
};
