import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema, ErrorBodySchema, PublicIdSchema, valuesOf } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { CategoryRepository } from './categories.repository.js';
import { CategoryService } from './categories.service.js';

export const categoryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = new CategoryService(new CategoryRepository(deps.database.db), deps.cache);

  app.get(
    '/',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['categories'],
        summary: 'Every category, by name (those without a picture included: listings hide them)',
        response: { 200: valuesOf(CategorySchema) },
      },
    },
    async () => ({ $values: await service.listAll() }),
  );

  app.get(
    '/:id',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['categories'],
        summary: 'One category by external id or numeric id',
        params: z.object({ id: PublicIdSchema }),
        response: { 200: CategorySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.get(request.params.id),
  );
};
