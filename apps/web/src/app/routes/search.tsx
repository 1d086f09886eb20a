import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { SearchResultsView } from '@/features/search/components/search-results';

/** /search?q=: the search results page (issue 16); result pages are kept out of search engines. */
export default function SearchPage() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const title = q ? `Search: ${q}` : 'Search';
  return (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <h1 className="sl-section-title h3">{q ? `Results for “${q}”` : 'Search'}</h1>
      <SearchResultsView key={q} q={q} />
    </>
  );
}
