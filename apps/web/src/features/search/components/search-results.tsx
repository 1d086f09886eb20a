import { Fragment, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_SORTS, type SearchResults, type SearchSort, type VideoListItem } from '@starlane/contract';
import { InlineSelect, type SelectOptions } from '@/components/inline-select';
import { SortAndLength } from '@/components/sort-and-length';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { VideoCard } from '@/components/video-card';
import { VideoGrid, type ArrangeVideoSlots } from '@/components/video-grid';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { readSearchChoice, useSearchResults, type SearchResultsChoice } from '../api/get-search-results';
import { highlightParts } from '../lib/highlight';
import { searchPagePath } from '../lib/search-page-path';
import { videoTitleIn } from '@/lib/i18n/catalogue-text';
import { useLocale, useMessages } from '@/lib/i18n/messages';

/** A text with the searched words' matches marked. */
export function Highlighted({ text, searched }: { text: string; searched: string }) {
  return (
    <>
      {highlightParts(text, searched).map((part, i) =>
        // Plain text between the marks, so the link's accessible name reads as one word ("Sunny").
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** The sort, duration and category of the results, as the URL has them (?sort=, ?duration=, ?category=). */
export function useSearchChoice(): SearchResultsChoice {
  return readSearchChoice(useSearchParams()[0]);
}

function SearchControls({ categoryOptions }: { categoryOptions: SelectOptions }) {
  const [params, setParams] = useSearchParams();
  const choice = useSearchChoice();
  const t = useMessages();
  const sortLabels: Record<SearchSort, string> = { relevance: t.search.bestMatch, ...t.listing.sorts };
  const set = (key: 'sort' | 'duration' | 'category', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <SortAndLength
        sort={choice.sort}
        sortOptions={SEARCH_SORTS.map((sort) => [sort, sortLabels[sort]] as const)}
        onSort={(value) => {
          set('sort', value, 'relevance');
        }}
        duration={choice.duration}
        onDuration={(value) => {
          set('duration', value, '');
        }}
      />
      {/* Decision 0031: the results filter by category as well as by length. */}
      <InlineSelect
        label={t.search.category}
        value={choice.categoryId ?? ''}
        // The category select's first choice; the page hands over the categories (a feature of their own).
        options={[['', t.search.anyCategory], ...categoryOptions]}
        onChange={(value) => {
          set('category', value, '');
        }}
      />
    </div>
  );
}

interface NameLink {
  key: string;
  to: string;
  text: string;
}

const starLink = (a: SearchResults['stars']['items'][number]): NameLink => ({
  key: a.wmcExternalId,
  to: paths.actor(a.firstName, a.lastName),
  text: `${a.firstName} ${a.lastName}`,
});

const categoryLink = (c: SearchResults['categories']['items'][number]): NameLink => ({
  key: c.wmcExternalId,
  to: paths.category(c.wmcExternalId, c.name),
  text: c.name,
});

/** Stars and categories found: links with the matches marked. */
function NameSection<T>({
  heading,
  found: { total, items },
  toLink,
  searched,
}: {
  heading: string;
  found: { total: number; items: readonly T[] };
  toLink: (item: T) => NameLink;
  searched: string;
}) {
  const headingId = useId();
  const format = useFormat();
  if (total === 0) return null;
  const links = items.map(toLink);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="sl-section-title h4">
        {heading} ({format.count(total)})
      </h2>
      <ul className="list-inline mb-0">
        {links.map((link) => (
          <li key={link.key} className="list-inline-item mb-2">
            <Link className="btn btn-outline-secondary btn-sm" to={link.to}>
              <Highlighted text={link.text} searched={searched} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Found({
  first,
  videos,
  searched,
  categoryOptions,
}: {
  first: SearchResults;
  videos: VideoListItem[];
  searched: string;
  categoryOptions: SelectOptions;
}) {
  const videosHeadingId = useId();
  const locale = useLocale();
  const t = useMessages();
  const format = useFormat();
  const arrange: ArrangeVideoSlots = (list) =>
    list.map((video) => ({
      kind: 'custom',
      key: `v${String(video.id)}`,
      node: (
        <VideoCard
          video={video}
          title={<Highlighted text={videoTitleIn(locale, video)} searched={searched} />}
        />
      ),
    }));
  return (
    <>
      <NameSection heading={t.search.stars} found={first.stars} toLink={starLink} searched={searched} />
      <NameSection
        heading={t.search.categories}
        found={first.categories}
        toLink={categoryLink}
        searched={searched}
      />
      <section aria-labelledby={videosHeadingId}>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id={videosHeadingId} className="sl-section-title h4 mb-0">
            {t.search.videos} ({format.count(first.videos.total)})
          </h2>
          <SearchControls categoryOptions={categoryOptions} />
        </div>
        {videos.length === 0 ? (
          <p className="text-body-secondary">{t.search.noneMatchChoices}</p>
        ) : (
          <VideoGrid videos={videos} columns={4} arrangeSlots={arrange} aria-labelledby={videosHeadingId} />
        )}
      </section>
    </>
  );
}

/**
 * The search results page's content for `q`: corrections, sections with counts, suggestions.
 * `categoryOptions` are the categories the results can be filtered by (value: public id; text: name).
 */
export function SearchResultsView({
  q,
  categoryOptions = [],
}: {
  q: string;
  categoryOptions?: SelectOptions;
}) {
  const choice = useSearchChoice();
  const t = useMessages();
  const format = useFormat();
  const query = useSearchResults(q, choice);
  const videos = useMemo(() => query.data?.pages.flatMap((page) => page.videos.items) ?? [], [query.data]);
  if (q.trim() === '') return <p className="text-body-secondary">{t.search.typeSomething}</p>;
  return (
    <QueryState query={{ ...query, data: query.data?.pages[0] }} what={t.search.results}>
      {(first) => {
        const total = first.videos.total + first.stars.total + first.categories.total;
        return (
          <>
            <p role="status" className="text-body-secondary">
              {first.correctedFrom ? <>{t.search.corrected(first.correctedFrom, first.searched)} </> : null}
              {t.search.resultCount(total, format.count(total))}
            </p>
            {total === 0 ? (
              <div>
                <p>{t.search.nothingMatches(q)}</p>
                {first.suggestions.length > 0 ? (
                  <p>
                    {t.search.didYouMean}{' '}
                    {first.suggestions.map((name, i) => (
                      <span key={name}>
                        {i > 0 ? ', ' : ''}
                        <Link to={searchPagePath(name)}>{name}</Link>
                      </span>
                    ))}
                    ?
                  </p>
                ) : null}
              </div>
            ) : (
              <Found
                first={first}
                videos={videos}
                searched={first.searched}
                categoryOptions={categoryOptions}
              />
            )}
            <LoadMore query={query} label={t.ui.showMore} what={t.ui.videos} />
          </>
        );
      }}
    </QueryState>
  );
}
