import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommentSchema, ErrorBodySchema, MemberIdSchema, PublicIdSchema, valuesOf } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { MemberRepository } from '../members/members.repository.js';
import { VideoRepository } from '../videos/videos.repository.js';
import { CommentRepository } from './comments.repository.js';
import { CommentService } from './comments.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export const commentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new CommentService(
    new CommentRepository(db),
    new VideoRepository(db),
    new MemberRepository(db),
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
};
