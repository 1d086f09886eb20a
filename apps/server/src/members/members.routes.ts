import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MemberParamsSchema, MemberSummarySchema } from '@starlane/contract';
import type { MemberService } from './members.service.js';

export const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (app, { members }) => {
  app.get(
    '/:memberId',
    {
      config: { cacheSeconds: 60 },
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
