import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  FavouriteParamsSchema,
  FavouriteSchema,
  FavouriteToggleResultSchema,
  VideoIdQuerySchema,
  valuesOf,
} from '@starlane/contract';
import { getByMemberRoute } from '../http/member-list-route.js';
import { memberCall } from '../http/member-call.js';
import { requireMember } from '../security/session.plugin.js';
import type { FavouriteService } from './favourites.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['favourites'];

export const favouriteRoutes: FastifyPluginAsyncZod<{ favourites: FavouriteService }> = async (
  app,
  { favourites },
) => {
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
      async (request) => ({ $values: await favourites.mine(requireMember(request)) }),
    );
  }

  getByMemberRoute(app, {
    tags,
    summary: 'A member’s favourites, newest first',
    item: FavouriteSchema,
    list: (memberId) => favourites.byMember(memberId),
  });

  memberCall(
    app,
    'POST',
    '/favourite',
    {
      tags,
      summary: 'Toggles a video in the member’s favourites',
      querystring: VideoIdQuerySchema,
      answer: FavouriteToggleResultSchema,
      failures: { 401: ErrorBodySchema, ...failures },
    },
    async (member, { query }) => favourites.toggle(member, query.videoId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One favourite entry',
        params: FavouriteParamsSchema,
        response: { 200: FavouriteSchema, ...failures },
      },
    },
    async ({ params }) => favourites.get(params.id),
  );
};
