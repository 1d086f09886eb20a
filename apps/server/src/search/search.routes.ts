import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SearchQuerySchema,
  SearchResultSchema,
  SearchResultsQuerySchema,
  SearchResultsSchema,
  valuesOf,
} from '@starlane/contract';
import { cacheTags } from '../infra/cache-tags.js';
import type { SearchService } from './search.service.js';

/** Search answers list videos, stars and categories. */
const SEARCH_TAGS = [cacheTags.catalogue, cacheTags.stars, cacheTags.categories];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/',
    {
      config: { cacheSeconds: 60, cacheTags: SEARCH_TAGS },
      schema: {
        tags: ['search'],
        summary:
          'Stars, videos and categories whose names start with the words typed (at most 20, best first)',
        querystring: SearchQuerySchema,
        response: { 200: valuesOf(SearchResultSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await search.search(query.strSearch) }),
  );

  app.get(
    '/results',
    {
      config: { cacheSeconds: 60, cacheTags: SEARCH_TAGS },
      schema: {
        tags: ['search'],
        summary:
          'The search results page: videos (paged; sort relevance, newest, mostviewed, toprated, longest; ' +
          'duration and categoryId filters), stars and categories with counts; misspellings corrected, ' +
          'closest names suggested when nothing matches',
        querystring: SearchResultsQuerySchema,
        response: { 200: SearchResultsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ query }) => search.results(query),
  );
};
