/**
 * The TanStack Query plumbing every file under features/<name>/api/ shares, so that such a file holds only
 * its HTTP call and its cache key (one file per call, bulletproof-react style).
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import {
  pageQueryKey,
  type PageQuery,
  type PageQueryArgs,
  type PageQueryData,
  type PageQueryName,
  type AnswerOf,
  type ApiRoute,
  type ShapeOf,
  type Values,
} from '@starlane/contract';

import { CATALOGUE_STALE_TIME_MS } from '@/config/constants';
import { callApi, callApiValues } from './api-client';

/** How long a read stays fresh and cached; whether it runs at all is up to the hook's caller. */
export interface ReadCaching {
  staleTime?: number;
  gcTime?: number;
}

/** Rating, watching, faving and commenting happen on other pages: such lists show the latest on every visit. */
export const FRESH_ON_EVERY_VISIT: ReadCaching = { staleTime: 0 };

/** The catalogue (stars, categories, videos) changes seldom: one fetch serves a while. */
export const CATALOGUE_CACHING: ReadCaching = { staleTime: CATALOGUE_STALE_TIME_MS };

/**
 * A read keyed by its arguments: `options(...args)` for loaders and prefetching, `use(...args)` for
 * components. The fetch gets the same arguments plus TanStack's abort signal.
 */
export function defineQuery<TArgs extends unknown[], TKey extends QueryKey, TData>(
  queryKey: (...args: TArgs) => TKey,
  fetch: (...args: [...TArgs, AbortSignal]) => Promise<TData>,
  caching: ReadCaching = {},
) {
  const options = (...args: TArgs) =>
    queryOptions({
      queryKey: queryKey(...args),
      queryFn: ({ signal }) => fetch(...args, signal),
      ...caching,
    });
  const use = (...args: TArgs) => useQuery(options(...args));
  return { options, use };
}

/**
 * The cache key and the `meta` of a read the server can answer (a page query of the contract, docs/
 * decisions/0043): the server render reads the query from `meta.page`, so what a route loads and what its
 * components read share one key.
 */
export function pageQueryParts<N extends PageQueryName>(name: N, ...args: PageQueryArgs<N>) {
  const page = { name, args } as PageQuery;
  return { queryKey: pageQueryKey(name, ...args), meta: { page } };
}

/** The page query a query's `meta` names, if any. */
export function pageQueryOf(meta: Record<string, unknown> | undefined): PageQuery | undefined {
  const page = meta?.page as PageQuery | undefined;
  return page && typeof page.name === 'string' && Array.isArray(page.args) ? page : undefined;
}

/**
 * `defineQuery` for a page query: the key comes from the contract's name and arguments, the fetch gets the
 * same arguments plus the abort signal and must answer what the server's loader answers.
 */
export function definePageQuery<N extends PageQueryName>(
  name: N,
  fetch: (...args: [...PageQueryArgs<N>, AbortSignal]) => Promise<PageQueryData<N>>,
  caching: ReadCaching = {},
) {
  const options = (...args: PageQueryArgs<N>) =>
    queryOptions({
      ...pageQueryParts(name, ...args),
      queryFn: ({ signal }) => fetch(...args, signal),
      ...caching,
    });
  const use = (...args: PageQueryArgs<N>) => useQuery(options(...args));
  return { options, use };
}

/** A route that lists `{ $values }` of one member's, by member id (as on /member/:id). */
type MemberListRoute<T> = ApiRoute<'GET', string, { query: { memberId: string }; answer: Values<T> }>;

/** GET of a member's public list: the bare list, read by member id. */
export function memberList<T>(route: MemberListRoute<T>) {
  return (memberId: string, signal?: AbortSignal): Promise<T[]> =>
    callApiValues<MemberListRoute<T>>(route, { query: { memberId }, signal });
}

/** A route whose one argument is its JSON body. */
type BodyRoute<TBody> = ApiRoute<'POST', string, { body: TBody; answer: unknown }>;

/** A POST whose JSON body is the call's one argument. */
export function postTo<R extends BodyRoute<unknown>>(route: R): (body: BodyOf<R>) => Promise<AnswerOf<R>> {
  return (body) => callApi(route, { body } as never);
}

type BodyOf<R> = ShapeOf<R> extends { body: infer B } ? B : never;

export interface MutationSettings {
  mutationKey?: MutationKey;
  /** Queries (a prefix) that show what the write changes: fetched again once it succeeded. */
  invalidates?: QueryKey;
  /** Queries fetched again once the write is over, whether it worked or not. */
  settles?: QueryKey;
}

/**
 * The hook of a write: `useMutation` over `mutationFn`, with the queries it makes stale fetched again (the
 * promise of that refetch is returned, so the mutation stays pending until the lists are fresh).
 */
export function defineMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  { mutationKey, invalidates, settles }: MutationSettings = {},
) {
  return function useDefinedMutation() {
    const queryClient = useQueryClient();
    const refetch = (queryKey: QueryKey) => () => queryClient.invalidateQueries({ queryKey });
    return useMutation({
      ...(mutationKey ? { mutationKey } : {}),
      mutationFn,
      ...(invalidates ? { onSuccess: refetch(invalidates) } : {}),
      ...(settles ? { onSettled: refetch(settles) } : {}),
    });
  };
}
