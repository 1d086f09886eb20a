import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActorSchema, AmountSchema, ErrorBodySchema, PublicIdSchema, valuesOf } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { ActorRepository } from './actors.repository.js';
import { ActorService } from './actors.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export const actorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = new ActorService(new ActorRepository(deps.database.db), deps.cache);
  const tags = ['stars'];

  app.get(
    '/',
    {
      config: { cacheSeconds: 300 },
      schema: { tags, summary: 'Every star, by name', response: { 200: valuesOf(ActorSchema) } },
    },
    async () => ({ $values: await service.listAll() }),
  );

  app.get(
    '/getSelection',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'A random selection of stars (amount defaults to 1)',
        querystring: z.object({ amount: AmountSchema.default(1) }),
        response: { 200: valuesOf(ActorSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await service.selection(query.amount) }),
  );

  app.get(
    '/getactorbyname',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags,
        summary: 'One star by "First Last" (case and extra spaces ignored)',
        querystring: z.object({
          actorname: z
            .string({ error: 'actorname is required' })
            .trim()
            .min(1, 'actorname is required')
            .max(200, 'actorname has at most 200 characters'),
        }),
        response: { 200: ActorSchema, ...failures },
      },
    },
    async ({ query }) => service.getByName(query.actorname),
  );

  app.get(
    '/:id',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags,
        summary: 'One star by external id or numeric id',
        params: z.object({ id: PublicIdSchema }),
        response: { 200: ActorSchema, ...failures },
      },
    },
    async ({ params }) => service.get(params.id),
  );
};
