import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EntityNumberSchema,
  ErrorBodySchema,
  FavouriteSchema,
  MemberIdSchema,
  PublicIdSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { MemberRepository } from '../members/members.repository.js';
import { requireMember } from '../security/session.plugin.js';
import { VideoRepository } from '../videos/videos.repository.js';
import { FavouriteRepository } from './favourites.repository.js';
import { FavouriteService } from './favourites.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export const favouriteRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new FavouriteService(
    new FavouriteRepository(db),
    new MemberRepository(db),
    new VideoRepository(db),
    deps.clock,
  );
  const tags = ['favourites'];

  for (const path of ['/', '/getbyuser']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'The signed-in member’s favourites, newest first',
          response: { 200: valuesOf(FavouriteSchema), 401: ErrorBodySchema },
        },
      },
      async (request) => ({ $values: await service.mine(requireMember(request)) }),
    );
  }

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

  app.post(
    '/favourite',
    {
      schema: {
        tags,
        summary: 'Toggles a video in the member’s favourites',
        querystring: z.object({ videoId: PublicIdSchema }),
        response: { 200: z.object({ isFavourite: z.boolean() }), 401: ErrorBodySchema, ...failures },
      },
    },
    async (request) => service.toggle(requireMember(request), request.query.videoId),
  );
  answerGetWith405(app, '/favourite');

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
