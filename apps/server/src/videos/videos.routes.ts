import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmountSchema,
  EntityNumberSchema,
  ErrorBodySchema,
  PageNumberSchema,
  PagingQuerySchema,
  PublicIdSchema,
  RATING_MAX,
  RATING_MIN,
  TOPLIST_TYPES,
  VIDEO_SORTS,
  VideoDetailSchema,
  VideoListItemSchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { requireMember } from '../security/session.plugin.js';
import { RatingRepository } from '../ratings/ratings.repository.js';
import { RatingService } from '../ratings/ratings.service.js';
import { ActorRepository } from '../actors/actors.repository.js';
import { CategoryRepository } from '../categories/categories.repository.js';
import { PlaylistRepository } from '../playlists/playlists.repository.js';
import { VideoRepository } from './videos.repository.js';
import { VideoService } from './videos.service.js';

const VideoList = valuesOf(VideoListItemSchema);
const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const PlaylistIdSchema = EntityNumberSchema('playlistId');

export const videoRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const service = new VideoService(
    new VideoRepository(db),
    new CategoryRepository(db),
    new ActorRepository(db),
    new PlaylistRepository(db),
    deps.clock,
    deps.views,
    deps.cache,
  );
  const ratings = new RatingService(
    new RatingRepository(db),
    new VideoRepository(db),
    db,
    deps.clock,
    deps.cache,
  );
  const tags = ['videos'];

  app.get(
    '/',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags,
        summary: 'The catalogue, paged and sorted (default newest); with only `amount`, the most popular',
        querystring: z.object({
          amount: AmountSchema.optional(),
          page: PageNumberSchema.optional(),
          sort: z.enum(VIDEO_SORTS, { error: `sort must be one of ${VIDEO_SORTS.join(', ')}` }).optional(),
        }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => {
      const onlyAmount = query.amount !== undefined && query.page === undefined && query.sort === undefined;
      const sort = query.sort ?? (onlyAmount ? 'mostviewed' : 'newest');
      return { $values: await service.list(sort, { amount: query.amount ?? 12, page: query.page ?? 1 }) };
    },
  );

  for (const [path, key] of [
    ['/getmovie', 'id'],
    ['/getbyvideo', 'videoId'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'One video with its description, sources, categories and stars',
          querystring: z.object({ [key]: PublicIdSchema }),
          response: { 200: VideoDetailSchema, ...failures },
        },
      },
      async (request) => service.detail((request.query as Record<typeof key, string>)[key], request.member),
    );
  }

  app.get(
    '/getbycategory',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'A category’s videos, newest first',
        querystring: PagingQuerySchema.extend({ categoryId: PublicIdSchema }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byCategory(query.categoryId, query) }),
  );

  app.get(
    '/getbyactor',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'A star’s videos, newest first',
        querystring: PagingQuerySchema.extend({ actorId: PublicIdSchema }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byActor(query.actorId, query) }),
  );

  app.get(
    '/getrelatedvideos',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'Videos sharing stars (weight 3) and categories (weight 1), topped up with popular ones',
        querystring: z.object({ videoId: PublicIdSchema, amount: AmountSchema.default(6) }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.related(query.videoId, query.amount) }),
  );

  for (const type of TOPLIST_TYPES) {
    app.get(
      `/get${type}`,
      {
        schema: {
          tags,
          summary: `The ${type} toplist`,
          querystring: PagingQuerySchema,
          response: { 200: VideoList, ...failures },
        },
      },
      async ({ query }) => ({ $values: await service.toplist(type, query) }),
    );
  }

  app.get(
    '/getbytoplist',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags,
        summary: 'A toplist by type; an unknown type gives the most viewed (as the toplist page does)',
        querystring: PagingQuerySchema.extend({ toplistId: z.string().trim().max(40).default('mostviewed') }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => {
      const type = TOPLIST_TYPES.find((t) => t === query.toplistId.toLowerCase()) ?? 'mostviewed';
      return { $values: await service.toplist(type, query) };
    },
  );

  app.get(
    '/getbyplaylist',
    {
      schema: {
        tags,
        summary: 'A playlist’s videos in playlist order',
        querystring: z.object({ playlistId: PlaylistIdSchema, amount: AmountSchema.default(100) }),
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.byPlaylist(query.playlistId, query.amount) }),
  );

  app.get(
    '/getadmovies',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'Partner videos (external id longer than 10 characters)',
        querystring: PagingQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await service.partnerVideos(query) }),
  );

  app.post(
    '/logvideoview',
    {
      schema: {
        tags,
        summary: 'Counts one view of a video (anyone)',
        querystring: z.object({ videoId: PublicIdSchema }),
        response: { 200: z.object({ viewCount: z.number().int() }), ...failures },
      },
    },
    async (request) => service.logView(request.query.videoId, request.member),
  );
  answerGetWith405(app, '/logvideoview');

  app.post(
    '/ratevideo',
    {
      schema: {
        tags,
        summary:
          'Rates a video 1-5 (member; a new rating replaces the old); answers the new average and count',
        querystring: z.object({
          videoId: PublicIdSchema,
          rating: z.coerce
            .number({ error: 'rating must be a whole number from 1 to 5' })
            .int('rating must be a whole number from 1 to 5')
            .min(RATING_MIN, 'rating must be a whole number from 1 to 5')
            .max(RATING_MAX, 'rating must be a whole number from 1 to 5'),
        }),
        response: {
          200: z.object({
            rating: z.number().int(),
            averageRating: z.number(),
            ratingCount: z.number().int(),
          }),
          401: ErrorBodySchema,
          ...failures,
        },
      },
    },
    async (request) => ratings.rate(requireMember(request), request.query.videoId, request.query.rating),
  );
  answerGetWith405(app, '/ratevideo');

  for (const [path, summary, list] of [
    ['/getmymostviewed', 'The videos the member watched most', 'myMostViewed'],
    ['/getmyhighestrating', 'The videos the member rated highest', 'myHighestRated'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${summary} (member; amount defaults to 8)`,
          querystring: z.object({ amount: AmountSchema.default(8) }),
          response: { 200: VideoList, 401: ErrorBodySchema, 400: ErrorBodySchema },
        },
      },
      async (request) => ({ $values: await service[list](requireMember(request), request.query.amount) }),
    );
  }
};
