import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, SearchResultSchema, valuesOf } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const search = new SearchService(new SearchRepository(deps.database.db, deps.database.engine), deps.cache);

  app.get(
    '/',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['search'],
        summary:
          'Stars, videos and categories whose names start with the words typed (at most 20, best first)',
        querystring: z.object({
          strSearch: z
            .string({ error: 'strSearch is required' })
            .max(100, 'strSearch has at most 100 characters')
            .default(''),
        }),
        response: { 200: valuesOf(SearchResultSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await search.search(query.strSearch) }),
  );
};
