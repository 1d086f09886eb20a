import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentSchema,
  ErrorBodySchema,
  MemberIdSchema,
  MessageSchema,
  PublicIdSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { MemberRepository } from '../members/members.repository.js';
import { requireMember } from '../security/session.plugin.js';
import { VideoRepository } from '../videos/videos.repository.js';
import { CommentRepository } from './comments.repository.js';
import { CommentService, REPORT_FEEDBACK_MISSING } from './comments.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const memberFailures = { ...failures, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const CommentIdSchema = z.guid({ error: 'a comment id is a UUID' });

export const commentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new CommentService(
    new CommentRepository(db),
    new VideoRepository(db),
    new MemberRepository(db),
    deps.limiter,
    deps.clock,
    deps.cache,
  );
  const tags = ['comments'];

  app.get(
    '/getCommentsByVideo',
    {
      schema: {
        tags,
        summary:
          'A video’s comments, oldest first; replies carry their parent’s id (all zeros when top-level)',
        querystring: z.object({ videoId: PublicIdSchema }),
        response: { 200: valuesOf(CommentSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byVideo(query.videoId) }),
  );

  app.get(
    '/getbymember',
    {
      schema: {
        tags,
        summary: 'A member’s latest comments (up to 200), newest first',
        querystring: z.object({ memberId: MemberIdSchema }),
        response: { 200: valuesOf(CommentSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byMember(query.memberId) }),
  );

  app.post(
    '/addCommentToVideo',
    {
      schema: {
        tags,
        summary:
          'Adds a comment (1 to 2000 characters) or a reply (ParentCommentId: a comment of the same video)',
        body: z.object({
          videoId: PublicIdSchema,
          videocomment: z
            .string({ error: 'videocomment is required' })
            .max(20_000, 'A comment has 1 to 2000 characters'),
          parentCommentId: z.string().trim().max(64).optional(),
        }),
        response: { 200: CommentSchema, ...memberFailures },
      },
    },
    async (request) =>
      service.add(requireMember(request), {
        videoId: request.body.videoId,
        body: request.body.videocomment,
        parentCommentId: request.body.parentCommentId,
      }),
  );

  app.post(
    '/reportComment',
    {
      schema: {
        tags,
        summary: 'Reports a comment to the staff with a reason',
        body: z.object({
          commentId: CommentIdSchema,
          feedback: z
            .string({ error: REPORT_FEEDBACK_MISSING })
            .max(2000, 'A report has at most 2000 characters'),
        }),
        response: { 200: MessageSchema, ...memberFailures },
      },
    },
    async (request) => {
      await service.report(requireMember(request), request.body.commentId, request.body.feedback);
      return {
        status: 200,
        title: 'Thank you for your input! Together we strive to make the site great for everybody!',
      };
    },
  );

  app.post(
    '/removeCommentById',
    {
      schema: {
        tags,
        summary: 'Removes a comment and its replies (its author or staff)',
        querystring: z.object({ id: CommentIdSchema }),
        response: { 200: MessageSchema, ...memberFailures },
      },
    },
    async (request) => {
      await service.remove(requireMember(request), request.query.id);
      return { status: 200, title: 'Comment removed' };
    },
  );

  for (const path of ['/addCommentToVideo', '/reportComment', '/removeCommentById'])
    answerGetWith405(app, path);
};
