import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, MemberIdSchema, MemberSummarySchema } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { MemberRepository } from './members.repository.js';
import { MemberService } from './members.service.js';

export const memberRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = new MemberService(new MemberRepository(deps.database.db));

  app.get(
    '/:memberId',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['members'],
        summary: 'A member’s public name (for their crib page)',
        params: z.object({ memberId: MemberIdSchema }),
        response: { 200: MemberSummarySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ params }) => service.summary(params.memberId),
  );
};
