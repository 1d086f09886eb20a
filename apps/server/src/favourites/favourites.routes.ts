import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EntityNumberSchema,
  ErrorBodySchema,
  FavouriteSchema,
  MemberIdSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { MemberRepository } from '../members/members.repository.js';
import { FavouriteRepository } from './favourites.repository.js';
import { FavouriteService } from './favourites.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export const favouriteRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new FavouriteService(new FavouriteRepository(db), new MemberRepository(db));
  const tags = ['favourites'];

  app.get(
    '/getbymember',
    {
      schema: {
        tags,
        summary: 'A member’s favourites, newest first',
        querystring: z.object({ memberId: MemberIdSchema }),
        response: { 200: valuesOf(FavouriteSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byMember(query.memberId) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One favourite entry',
        params: z.object({ id: EntityNumberSchema('id') }),
        response: { 200: FavouriteSchema, ...failures },
      },
    },
    async ({ params }) => service.get(params.id),
  );
};
