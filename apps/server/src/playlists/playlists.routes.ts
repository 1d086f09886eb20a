import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmountSchema,
  EntityNumberSchema,
  ErrorBodySchema,
  MemberIdSchema,
  PageNumberSchema,
  PlaylistSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { MemberRepository } from '../members/members.repository.js';
import { PlaylistRepository } from './playlists.repository.js';
import { PlaylistService } from './playlists.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export const playlistRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new PlaylistService(new PlaylistRepository(db), new MemberRepository(db));
  const tags = ['playlists'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Playlists, newest first, each with up to 5 preview movies (amount defaults to 100)',
        querystring: z.object({ amount: AmountSchema.default(100), page: PageNumberSchema.default(1) }),
        response: { 200: valuesOf(PlaylistSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await service.list(query) }),
  );

  app.get(
    '/getplaylist',
    {
      schema: {
        tags,
        summary: 'One playlist with all its entries',
        querystring: z.object({ id: EntityNumberSchema('id') }),
        response: { 200: PlaylistSchema, ...failures },
      },
    },
    async ({ query }) => service.get(query.id),
  );

  app.get(
    '/getbymember',
    {
      schema: {
        tags,
        summary: 'A member’s playlists, each with up to 5 preview movies',
        querystring: z.object({ memberId: MemberIdSchema }),
        response: { 200: valuesOf(PlaylistSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byMember(query.memberId) }),
  );
};
