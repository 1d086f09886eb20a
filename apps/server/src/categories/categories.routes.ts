import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategorySchema,
  ErrorBodySchema,
  PublicIdParamsSchema,
  valuesOf,
  type Category,
} from '@starlane/contract';
import type { CategoryService } from './categories.service.js';
import { tagsOfAnswer } from '../http/http-cache.js';
import { cacheTags } from '../infra/cache-tags.js';

export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/',
    {
      config: { cacheSeconds: 300, cacheTags: [cacheTags.categories] },
      schema: {
        tags: ['categories'],
        summary: 'Every category, by name (those without a picture included: listings hide them)',
        response: { 200: valuesOf(CategorySchema) },
      },
    },
    async () => ({ $values: await categories.listAll() }),
  );

  app.get(
    '/:id',
    {
      config: {
        cacheSeconds: 300,
        cacheTags: tagsOfAnswer<Category>((category) => [
          cacheTags.category(category.id),
          cacheTags.categories,
        ]),
      },
      schema: {
        tags: ['categories'],
        summary: 'One category by external id or numeric id',
        params: PublicIdParamsSchema,
        response: { 200: CategorySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => categories.get(request.params.id),
  );
};
