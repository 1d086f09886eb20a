import { apiRoutes } from '@starlane/contract';
import { definePageQuery, FRESH_ON_EVERY_VISIT, memberList } from '@/lib/define-query';

/** GET /api/videocomment/getbymember?memberId: a member's latest comments, newest first, with their video. */
export const getMemberComments = memberList(apiRoutes.comments.byMember);

export const { options: getMemberCommentsQueryOptions, use: useMemberComments } = definePageQuery(
  'comments/member',
  getMemberComments,
  FRESH_ON_EVERY_VISIT,
);
