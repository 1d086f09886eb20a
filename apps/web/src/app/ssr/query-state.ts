import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * The query cache as JSON for the page: successful queries and failed ones (a 404 must hydrate as the
 * not-found page it was rendered as, not as a spinner). Errors travel as `{ status, title }`.
 */
export function serializeQueryState(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      query.state.error = { status: error.status, title: error.title } as unknown as Error;
    }
  }
  // Escaped for a <script type="application/json"> block: nothing in it can close the element.
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function isErrorLike(value: unknown): value is { status: number; title: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { title?: unknown }).title === 'string'
  );
}

/**
 * A query the server rendered as failed (a 404, say) stays failed when mounted: without this TanStack would
 * show it as loading and fetch it again, and the page would no longer match what the server rendered.
 */
export function keepFailure(client: QueryClient, queryKey: QueryKey): void {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** Puts the server's queries into the browser's cache, failed ones as the `ApiError`s they were. */
export function hydrateQueryState(client: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isErrorLike(error)) {
      query.state.error = new ApiError(error);
      keepFailure(client, query.queryKey);
    }
  }
  hydrate(client, state);
}
