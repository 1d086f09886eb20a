import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface ReportCommentInput {
  commentId: string;
  feedback: string;
}

/** POST /api/videocomment/reportComment (member): sends the comment and the reason to the staff. */
export function reportComment({ commentId, feedback }: ReportCommentInput): Promise<Message> {
  return callApi(apiRoutes.comments.report, { body: { commentId, feedback } });
}

export const useReportComment = defineMutation(reportComment);
