import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, Values } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** GET /api/videocomment/getbymember?memberId: a member's latest comments, newest first, with their video. */
export async function getMemberComments(memberId: string, signal?: AbortSignal): Promise<Comment[]> {
  const body = await api.get<Values<Comment>>('/api/videocomment/getbymember', {
    query: { memberId },
    ...(signal ? { signal } : {}),
  });
  return body.$values;
}

export const memberCommentsQueryKey = (memberId: string) => ['comments', 'member', memberId] as const;

export const getMemberCommentsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: memberCommentsQueryKey(memberId),
    // Rating, watching, faving and commenting happen on other pages: show the latest on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getMemberComments(memberId, signal),
  });

export function useMemberComments(memberId: string) {
  return useQuery(getMemberCommentsQueryOptions(memberId));
}
