import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface ReportCommentInput {
  commentId: string;
  feedback: string;
}

/** POST /api/videocomment/reportComment (member): sends the comment and the reason to the staff. */
export function reportComment({ commentId, feedback }: ReportCommentInput): Promise<Message> {
  return api.post<Message>('/api/videocomment/reportComment', { commentId, feedback });
}

export const useReportComment = defineMutation(reportComment);
