import { z } from 'zod';
import { PublicIdSchema } from './common.js';
import { REPORT_FEEDBACK_MAX } from './constants.js';
import { MESSAGES } from './messages.js';

export const CommentIdSchema = z.guid({ error: 'a comment id is a UUID' });

/** The length rule is checked after trimming, by the server; this bound only keeps floods out. */
export const AddCommentBodySchema = z.object({
  videoId: PublicIdSchema,
  videocomment: z.string({ error: 'videocomment is required' }).max(20_000, MESSAGES.commentBodyRule),
  parentCommentId: z.string().trim().max(64).optional(),
});

export const ReportCommentBodySchema = z.object({
  commentId: CommentIdSchema,
  feedback: z
    .string({ error: MESSAGES.reportFeedbackMissing })
    .max(REPORT_FEEDBACK_MAX, MESSAGES.reportFeedbackRule),
});

export const CommentQuerySchema = z.object({ id: CommentIdSchema });
