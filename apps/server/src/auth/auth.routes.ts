import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, PingAuthSchema } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { UnauthorizedError } from '../http/errors.js';

/** Accounts arrive with their own issue; until then nobody is signed in. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app) => {
  app.get(
    '/pingauth',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member’s e-mail; 401 when anonymous',
        response: { 200: PingAuthSchema, 401: ErrorBodySchema },
      },
    },
    async () => {
      throw new UnauthorizedError('Not signed in');
    },
  );
};
