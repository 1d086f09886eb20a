import { LoadError } from './query-state';
import './load-more.css';
import { useMessages } from '@/lib/i18n/messages';

/** The part of an infinite query's result the footer reads. */
export interface NextPageQuery {
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: NextPageQuery;
  /** The button's text, e.g. 'Show me more'. */
  label: string;
  /** Names what a failed next page held ("videos"): "More videos could not be loaded". */
  what: string;
}

/**
 * The footer of a paged listing: why the next page failed, if it did, and the button that appends it,
 * which goes once the last page has come.
 */
export function LoadMore({ query, label, what }: LoadMoreProps) {
  const t = useMessages();
  return (
    <>
      {query.isError ? (
        <LoadError what={t.common.more(what)} error={query.error} className="mt-3 text-center" />
      ) : null}
      {query.hasNextPage ? (
        <div className="sl-listing-more">
          <button
            type="button"
            className="btn btn-primary"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            onClick={() => {
              void query.fetchNextPage();
            }}
          >
            {label}
          </button>
        </div>
      ) : null}
    </>
  );
}
