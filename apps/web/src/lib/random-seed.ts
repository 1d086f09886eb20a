import { useQuery } from '@tanstack/react-query';
import { newRandomSeed } from './random';

export const randomSeedQueryKey = (scope: string) => ['random-seed', scope] as const;

/**
 * A seed for one page's random picks, kept in the query cache: drawn once per visit of the page (gcTime 0),
 * and on a server-rendered page drawn by the server and hydrated, so the browser picks what was rendered.
 */
export function useRandomSeed(scope: string): number {
  const { data } = useQuery({
    queryKey: randomSeedQueryKey(scope),
    queryFn: newRandomSeed,
    initialData: newRandomSeed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return data;
}
