import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, ApiRoute } from '@starlane/contract';
import { callApi, type PlaceOptions, type QueryParams } from '@/lib/api-client';

/*
 * The small shared part of the admin calls: each call has its own file in ../api (the house rule); these
 * are the query-key and hook helpers they and the sections share.
 */

/** Every admin query lives under ['admin', ...]: a change reloads them all (lists are small pages). */
export const adminKey = (...parts: unknown[]) => ['admin', ...parts] as const;

/** GET an admin list page (`{ $values, total }`) of the route, filtered by `query`. */
export function useAdminPage<R extends ApiRoute<'GET'>>(route: R, query: QueryParams, enabled = true) {
  return useQuery({
    queryKey: adminKey(route.path, query),
    queryFn: ({ signal }) => callApi(route as ApiRoute, { query, signal } as never) as Promise<AnswerOf<R>>,
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** GET one admin answer: the route at its path parameters, with its query. */
export function useAdminGet<R extends ApiRoute<'GET'>>(route: R, place: PlaceOptions<R>, enabled = true) {
  return useQuery({
    queryKey: adminKey(route.path, place),
    queryFn: ({ signal }) =>
      callApi(route as ApiRoute, { ...place, signal } as never) as Promise<AnswerOf<R>>,
    enabled,
  });
}

export function useAdminAction<Input, T = { status: number; title: string }>(
  action: (input: Input) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Reads a chosen file as a data URL, the form the picture calls take. */
export function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export type TaxonKind = 'stars' | 'categories';
