import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddToPlaylistQuerySchema,
  CreatePlaylistQuerySchema,
  CuratePlaylistQuerySchema,
  ErrorBodySchema,
  MessageSchema,
  PlaylistAddResultSchema,
  PlaylistIdQuerySchema,
  PlaylistListQuerySchema,
  PlaylistQuerySchema,
  PlaylistSchema,
  PlaylistVideosQuerySchema,
  RemoveFromPlaylistQuerySchema,
  RenamePlaylistQuerySchema,
  VideoListItemSchema,
  valuesOf,
  type Playlist,
} from '@starlane/contract';
import { tagsOfAnswer } from '../http/http-cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import { getByMemberRoute } from '../http/member-list-route.js';
import { memberCall } from '../http/member-call.js';
import type { PlaylistService } from './playlists.service.js';
import { said } from '../i18n/api-language.js';

const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const memberFailures = { ...failures, 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['playlists'];

export const playlistRoutes: FastifyPluginAsyncZod<{ playlists: PlaylistService }> = async (
  app,
  { playlists },
) => {
  app.get(
    '/',
    {
      config: { cacheSeconds: 30, cacheTags: [cacheTags.playlists, cacheTags.catalogue] },
      schema: {
        tags,
        summary: 'Playlists, newest first, each with up to 5 preview movies (amount defaults to 100)',
        querystring: PlaylistListQuerySchema,
        response: { 200: valuesOf(PlaylistSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await playlists.list(query) }),
  );

  app.get(
    '/getplaylist',
    {
      config: {
        cacheTags: tagsOfAnswer<Playlist>((playlist) => [
          cacheTags.playlist(playlist.id),
          cacheTags.catalogue,
        ]),
      },
      schema: {
        tags,
        summary: 'One playlist with all its entries',
        querystring: PlaylistQuerySchema,
        response: { 200: PlaylistSchema, ...failures },
      },
    },
    async ({ query }) => playlists.get(query.id),
  );

  getByMemberRoute(app, {
    tags,
    summary: 'A member’s playlists, each with up to 5 preview movies',
    item: PlaylistSchema,
    list: (memberId) => playlists.byMember(memberId),
  });

  memberCall(
    app,
    'GET',
    '/getbyuser',
    {
      tags,
      summary: 'The signed-in member’s playlists, each with up to 5 preview movies',
      answer: valuesOf(PlaylistSchema),
    },
    async (member) => ({ $values: await playlists.mine(member) }),
  );

  memberCall(
    app,
    'POST',
    '/create',
    {
      tags,
      summary: 'Creates a playlist (name trimmed, 1 to 50 characters)',
      querystring: CreatePlaylistQuerySchema,
      answer: PlaylistSchema,
      failures: memberFailures,
    },
    async (member, { query }) => playlists.create(member, query.name),
  );

  memberCall(
    app,
    'POST',
    '/update',
    {
      tags,
      summary: 'Renames one of the member’s playlists',
      querystring: RenamePlaylistQuerySchema,
      answer: PlaylistSchema,
      failures: memberFailures,
    },
    async (member, { query }) => playlists.rename(member, query.playlistId, query.name),
  );

  memberCall(
    app,
    'POST',
    '/curate',
    {
      tags,
      summary:
        'Marks a playlist curated or not: a premium member’s own, or any playlist for staff (403 otherwise)',
      querystring: CuratePlaylistQuerySchema,
      answer: PlaylistSchema,
      failures: memberFailures,
    },
    async (member, { query }) => playlists.setCurated(member, query.playlistId, query.curated === 'true'),
  );

  memberCall(
    app,
    'POST',
    '/remove',
    {
      tags,
      summary: 'Deletes one of the member’s playlists',
      querystring: PlaylistIdQuerySchema,
      answer: MessageSchema,
      failures: memberFailures,
    },
    async (member, { query }) => {
      await playlists.remove(member, query.playlistId);
      return said('Playlist removed');
    },
  );

  memberCall(
    app,
    'POST',
    '/addvideo',
    {
      tags,
      summary: 'Adds a video to one of the member’s playlists (once; adding again is a no-op)',
      querystring: AddToPlaylistQuerySchema,
      answer: PlaylistAddResultSchema,
      failures: memberFailures,
    },
    async (member, { query }) => playlists.addVideo(member, query.playlistId, query.videoId),
  );

  memberCall(
    app,
    'POST',
    '/removevideo',
    {
      tags,
      summary: 'Removes an entry (videoId is the playlist entry’s id) from one of the member’s playlists',
      querystring: RemoveFromPlaylistQuerySchema,
      answer: MessageSchema,
      failures: memberFailures,
    },
    async (member, { query }) => {
      await playlists.removeVideo(member, query.playlistId, query.videoId);
      return said('Video removed from the playlist');
    },
  );
};

/** Registered under /api/video, where the original API has `getbyplaylist`. */
export const playlistVideoRoutes: FastifyPluginAsyncZod<{ playlists: PlaylistService }> = async (
  app,
  { playlists },
) => {
  app.get(
    '/getbyplaylist',
    {
      config: {
        cacheTags: (_answer, request) => [
          cacheTags.catalogue,
          cacheTags.playlist(Number((request.query as { playlistId?: unknown }).playlistId)),
        ],
      },
      schema: {
        tags: ['videos'],
        summary: 'A playlist’s videos in playlist order',
        querystring: PlaylistVideosQuerySchema,
        response: { 200: valuesOf(VideoListItemSchema), ...failures },
      },
    },
    async ({ query }) => ({ $values: await playlists.listVideos(query.playlistId, query.amount) }),
  );
};
