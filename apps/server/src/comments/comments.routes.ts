import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCommentBodySchema,
  CommentQuerySchema,
  CommentSchema,
  ErrorBodySchema,
  MESSAGES,
  MessageSchema,
  ReportCommentBodySchema,
  VideoIdQuerySchema,
  valuesOf,
} from '@starlane/contract';
import { getByMemberRoute } from '../http/member-list-route.js';
import { memberCall } from '../http/member-call.js';
import type { CommentService } from './comments.service.js';
import { said } from '../i18n/api-language.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const memberFailures = { ...failures, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const tags = ['comments'];

export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentService }> = async (
  app,
  { comments },
) => {
  app.get(
    '/getCommentsByVideo',
    {
      schema: {
        tags,
        summary:
          'A video’s comments, oldest first; replies carry their parent’s id (all zeros when top-level)',
        querystring: VideoIdQuerySchema,
        response: { 200: valuesOf(CommentSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await comments.byVideo(query.videoId) }),
  );

  getByMemberRoute(app, {
    tags,
    summary: 'A member’s latest comments (up to 200), newest first',
    item: CommentSchema,
    list: (memberId) => comments.byMember(memberId),
  });

  memberCall(
    app,
    'POST',
    '/addCommentToVideo',
    {
      tags,
      summary:
        'Adds a comment (1 to 2000 characters) or a reply (ParentCommentId: a comment of the same video)',
      body: AddCommentBodySchema,
      answer: CommentSchema,
      failures: memberFailures,
    },
    async (member, { body }) =>
      comments.add(member, {
        videoId: body.videoId,
        body: body.videocomment,
        parentCommentId: body.parentCommentId,
      }),
  );

  memberCall(
    app,
    'POST',
    '/reportComment',
    {
      tags,
      summary: 'Reports a comment to the staff with a reason',
      body: ReportCommentBodySchema,
      answer: MessageSchema,
      failures: memberFailures,
    },
    async (member, { body }) => {
      await comments.report(member, body.commentId, body.feedback);
      return said(MESSAGES.reportThanks);
    },
  );

  memberCall(
    app,
    'POST',
    '/removeCommentById',
    {
      tags,
      summary: 'Removes a comment and its replies (its author or staff)',
      querystring: CommentQuerySchema,
      answer: MessageSchema,
      failures: memberFailures,
    },
    async (member, { query }) => {
      await comments.remove(member, query.id);
      return said('Comment removed');
    },
  );
};
