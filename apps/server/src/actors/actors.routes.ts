import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActorByNameQuerySchema,
  ActorSchema,
  ActorSelectionQuerySchema,
  ErrorBodySchema,
  PublicIdParamsSchema,
  valuesOf,
  type Actor,
} from '@starlane/contract';
import { tagsOfAnswer } from '../http/http-cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { ActorService } from './actors.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['stars'];
const starTags = tagsOfAnswer<Actor>((star) => [cacheTags.star(star.id), cacheTags.stars]);

export const actorRoutes: FastifyPluginAsyncZod<{ actors: ActorService }> = async (app, { actors }) => {
  app.get(
    '/',
    {
      config: { cacheSeconds: 300, cacheTags: [cacheTags.stars] },
      schema: { tags, summary: 'Every star, by name', response: { 200: valuesOf(ActorSchema) } },
    },
    async () => ({ $values: await actors.listAll() }),
  );

  app.get(
    '/getSelection',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'A random selection of stars (amount defaults to 1)',
        querystring: ActorSelectionQuerySchema,
        response: { 200: valuesOf(ActorSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await actors.selection(query.amount) }),
  );

  app.get(
    '/getactorbyname',
    {
      config: { cacheSeconds: 300, cacheTags: starTags },
      schema: {
        tags,
        summary: 'One star by "First Last" (case and extra spaces ignored)',
        querystring: ActorByNameQuerySchema,
        response: { 200: ActorSchema, ...failures },
      },
    },
    async ({ query }) => actors.getByName(query.actorname),
  );

  app.get(
    '/:id',
    {
      config: { cacheSeconds: 300, cacheTags: starTags },
      schema: {
        tags,
        summary: 'One star by external id or numeric id',
        params: PublicIdParamsSchema,
        response: { 200: ActorSchema, ...failures },
      },
    },
    async ({ params }) => actors.get(params.id),
  );
};
