import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmountSchema,
  EntityNumberSchema,
  ErrorBodySchema,
  MemberIdSchema,
  MessageSchema,
  PageNumberSchema,
  PlaylistSchema,
  PublicIdSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { MemberRepository } from '../members/members.repository.js';
import { requireMember } from '../security/session.plugin.js';
import { VideoRepository } from '../videos/videos.repository.js';
import { PlaylistRepository } from './playlists.repository.js';
import { PlaylistService } from './playlists.service.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const memberFailures = { ...failures, 401: ErrorBodySchema, 403: ErrorBodySchema };
/** Names are checked by the service (trimmed, 1-50) so the message is the same for every call. */
const NameSchema = z.string({ error: 'name is required' }).max(500, 'A playlist name has 1 to 50 characters');

export const playlistRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new PlaylistService(
    new PlaylistRepository(db),
    new MemberRepository(db),
    new VideoRepository(db),
    deps.clock,
  );
  const tags = ['playlists'];

  app.get(
    '/',
    {
      config: { cacheSeconds: 30 },
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

  app.get(
    '/getbyuser',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s playlists, each with up to 5 preview movies',
        response: { 200: valuesOf(PlaylistSchema), 401: ErrorBodySchema },
      },
    },
    async (request) => ({ $values: await service.mine(requireMember(request)) }),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Creates a playlist (name trimmed, 1 to 50 characters)',
        querystring: z.object({ name: NameSchema }),
        response: { 200: PlaylistSchema, ...memberFailures },
      },
    },
    async (request) => service.create(requireMember(request), request.query.name),
  );

  app.post(
    '/update',
    {
      schema: {
        tags,
        summary: 'Renames one of the member’s playlists',
        querystring: z.object({ playlistId: EntityNumberSchema('playlistId'), name: NameSchema }),
        response: { 200: PlaylistSchema, ...memberFailures },
      },
    },
    async (request) => service.rename(requireMember(request), request.query.playlistId, request.query.name),
  );

  app.post(
    '/remove',
    {
      schema: {
        tags,
        summary: 'Deletes one of the member’s playlists',
        querystring: z.object({ playlistId: EntityNumberSchema('playlistId') }),
        response: { 200: MessageSchema, ...memberFailures },
      },
    },
    async (request) => {
      await service.remove(requireMember(request), request.query.playlistId);
      return { status: 200, title: 'Playlist removed' };
    },
  );

  app.post(
    '/addvideo',
    {
      schema: {
        tags,
        summary: 'Adds a video to one of the member’s playlists (once; adding again is a no-op)',
        querystring: z.object({ playlistId: EntityNumberSchema('playlistId'), videoId: PublicIdSchema }),
        response: { 200: z.object({ entryId: z.number().int(), added: z.boolean() }), ...memberFailures },
      },
    },
    async (request) =>
      service.addVideo(requireMember(request), request.query.playlistId, request.query.videoId),
  );

  app.post(
    '/removevideo',
    {
      schema: {
        tags,
        summary: 'Removes an entry (videoId is the playlist entry’s id) from one of the member’s playlists',
        querystring: z.object({
          playlistId: EntityNumberSchema('playlistId'),
          videoId: EntityNumberSchema('videoId'),
        }),
        response: { 200: MessageSchema, ...memberFailures },
      },
    },
    async (request) => {
      await service.removeVideo(requireMember(request), request.query.playlistId, request.query.videoId);
      return { status: 200, title: 'Video removed from the playlist' };
    },
  );

  for (const path of ['/create', '/update', '/remove', '/addvideo', '/removevideo'])
    answerGetWith405(app, path);
};
