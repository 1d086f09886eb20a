import type { ReactNode } from 'react';
import { errorMessage, isNotFound } from '@/lib/api-client';
import { LoadingMessage } from './loading-message';
import { NotFound, type NotFoundProps } from './not-found';
import { useMessages } from '@/lib/i18n/messages';

/** The part of a TanStack Query result the states below read (also fits a hand-made result). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** "{what} could not be loaded: {reason}", announced as an alert. */
export function LoadError({ what, error, className }: { what: string; error: unknown; className?: string }) {
  const t = useMessages();
  return (
    <p role="alert" className={['text-danger', className].filter(Boolean).join(' ')}>
      {t.common.loadFailed(what, errorMessage(error, t.common.somethingWentWrong))}
    </p>
  );
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Names what failed to load, e.g. 'Stars' or 'This video'. */
  what: string;
  /** The loading message, 'Loading...' unless given. */
  loading?: string;
  /** Shown instead of `children` for empty data (a plain string becomes a muted paragraph). */
  empty?: ReactNode;
  /** What counts as empty: an empty array unless given. */
  isEmpty?: (data: T) => boolean;
  /**
   * For a page about one thing: an unknown id shows this not-found page, and any other failure a page
   * saying `what` could not be loaded (with the same way back) instead of an inline alert.
   */
  notFound?: NotFoundProps;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error, empty and not-found states every query-backed section shares; `children` renders the
 * data once there is some.
 */
export function QueryState<T>({
  query,
  what,
  loading,
  empty,
  isEmpty = isEmptyArray,
  notFound,
  children,
}: QueryStateProps<T>) {
  const t = useMessages();
  // With data in hand (a failed refetch or next page), the data stays and the caller reports the failure.
  if (query.isError && query.data === undefined) {
    if (!notFound) return <LoadError what={what} error={query.error} />;
    if (isNotFound(query.error)) return <NotFound {...notFound} />;
    return (
      <NotFound title={t.common.couldNotLoad(what)} back={notFound.back}>
        {errorMessage(query.error, t.common.somethingWentWrong)}
      </NotFound>
    );
  }
  if (query.isPending || query.data === undefined)
    return <LoadingMessage {...(loading ? { text: loading } : {})} />;
  if (empty !== undefined && isEmpty(query.data)) {
    return typeof empty === 'string' ? <p className="text-body-secondary">{empty}</p> : <>{empty}</>;
  }
  return <>{children(query.data)}</>;
}
