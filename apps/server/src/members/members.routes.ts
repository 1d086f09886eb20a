import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MemberParamsSchema,
  MemberSummarySchema,
  type MemberSummary,
} from '@starlane/contract';
import { tagsOfAnswer } from '../http/http-cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { MemberService } from './members.service.js';

export const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (app, { members }) => {
  app.get(
    '/:memberId',
    {
      config: {
        cacheSeconds: 60,
        cacheTags: tagsOfAnswer<MemberSummary>((member) => [cacheTags.member(member.id)]),
      },
      schema: {
        tags: ['members'],
        summary: 'A member’s public name (for their crib page)',
        params: MemberParamsSchema,
        response: { 200: MemberSummarySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ params }) => members.summary(params.memberId),
  );
};
