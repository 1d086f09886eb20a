import type { Comment } from '@starlane/contract';
import { defineMemberList } from '@/lib/define-query';

export const memberCommentsQueryKey = (memberId: string) => ['comments', 'member', memberId] as const;

/** GET /api/videocomment/getbymember?memberId: a member's latest comments, newest first, with their video. */
const memberComments = defineMemberList<Comment>('/api/videocomment/getbymember', memberCommentsQueryKey);

export const getMemberComments = memberComments.fetch;
export const { options: getMemberCommentsQueryOptions, use: useMemberComments } = memberComments;
