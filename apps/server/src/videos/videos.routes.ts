import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActorVideosQuerySchema,
  CategoryVideosQuerySchema,
  ErrorBodySchema,
  MovieQuerySchema,
  NamedToplistQuerySchema,
  PagingQuerySchema,
  PersonalToplistQuerySchema,
  RelatedVideosQuerySchema,
  TOPLIST_TYPES,
  ToplistQuerySchema,
  VideoCatalogueQuerySchema,
  VideoDetailSchema,
  VideoIdQuerySchema,
  VideoListItemSchema,
  ViewCountSchema,
  type VideoDetail,
  toplistTypeOf,
  valuesOf,
} from '@starlane/contract';
import { tagsOfAnswer } from '../http/http-cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import { memberCall } from '../http/member-call.js';
import type { VideoService } from './videos.service.js';

const VideoList = valuesOf(VideoListItemSchema);
const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['videos'];

/** Every listing shows the catalogue; the toplists' orders also follow ratings and comments. */
const CATALOGUE_TAGS = [cacheTags.catalogue];
const TOPLIST_TAGS = [cacheTags.catalogue, cacheTags.toplists];
/** A video page shows its video, its stars and its categories. */
const videoTags = tagsOfAnswer<VideoDetail>((video) => [
  cacheTags.video(video.id),
  cacheTags.catalogue,
  ...video.movieActors.map((link) => cacheTags.star(link.actor.id)),
  ...video.movieMovieCategories.map((link) => cacheTags.category(link.movieCategory.id)),
]);

export const videoRoutes: FastifyPluginAsyncZod<{ videos: VideoService }> = async (app, { videos }) => {
  app.get(
    '/',
    {
      config: { cacheSeconds: 30, cacheTags: TOPLIST_TAGS },
      schema: {
        tags,
        summary:
          'The catalogue, paged and sorted (default newest); with only `amount`, the most popular; optional `duration`',
        querystring: VideoCatalogueQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await videos.catalogue(query) }),
  );

  const detail = {
    tags,
    summary: 'One video with its description, sources, categories and stars',
    response: { 200: VideoDetailSchema, ...failures },
  };
  app.get(
    '/getmovie',
    { config: { cacheTags: videoTags }, schema: { ...detail, querystring: MovieQuerySchema } },
    async (request) => videos.detail(request.query.id, request.member),
  );
  app.get(
    '/getbyvideo',
    { config: { cacheTags: videoTags }, schema: { ...detail, querystring: VideoIdQuerySchema } },
    async (request) => videos.detail(request.query.videoId, request.member),
  );

  app.get(
    '/getbycategory',
    {
      config: { cacheSeconds: 60, cacheTags: CATALOGUE_TAGS },
      schema: {
        tags,
        summary: 'A category’s videos, newest first; optional `sort` and `duration` (short, medium, long)',
        querystring: CategoryVideosQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await videos.byCategory(query.categoryId, query, query) }),
  );

  app.get(
    '/getbyactor',
    {
      config: { cacheSeconds: 60, cacheTags: CATALOGUE_TAGS },
      schema: {
        tags,
        summary: 'A star’s videos, newest first; optional `sort` and `duration` (short, medium, long)',
        querystring: ActorVideosQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await videos.byActor(query.actorId, query, query) }),
  );

  app.get(
    '/getrelatedvideos',
    {
      config: { cacheSeconds: 60, cacheTags: CATALOGUE_TAGS },
      schema: {
        tags,
        summary: 'Videos sharing stars (weight 3) and categories (weight 1), topped up with popular ones',
        querystring: RelatedVideosQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await videos.related(query.videoId, query.amount) }),
  );

  for (const type of TOPLIST_TYPES) {
    app.get(
      `/get${type}`,
      {
        config: { cacheTags: TOPLIST_TAGS },
        schema: {
          tags,
          summary: `The ${type} toplist; \`window\` (today, week, month) counts only its days, default all time`,
          querystring: ToplistQuerySchema,
          response: { 200: VideoList, ...failures },
        },
      },
      async ({ query }) => ({ $values: await videos.toplist(type, query, query.window) }),
    );
  }

  app.get(
    '/getbytoplist',
    {
      config: { cacheSeconds: 30, cacheTags: TOPLIST_TAGS },
      schema: {
        tags,
        summary: 'A toplist by type; an unknown type gives the most viewed (as the toplist page does)',
        querystring: NamedToplistQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({
      $values: await videos.toplist(toplistTypeOf(query.toplistId), query, query.window),
    }),
  );

  app.get(
    '/getadmovies',
    {
      config: { cacheSeconds: 60, cacheTags: CATALOGUE_TAGS },
      schema: {
        tags,
        summary: 'Partner videos (external id longer than 10 characters)',
        querystring: PagingQuerySchema,
        response: { 200: VideoList, ...failures },
      },
    },
    async ({ query }) => ({ $values: await videos.partnerVideos(query) }),
  );

  app.post(
    '/logvideoview',
    {
      schema: {
        tags,
        summary:
          'Counts one view of a video (anyone; once per visitor and video in 30 minutes, bots not counted)',
        querystring: VideoIdQuerySchema,
        response: { 200: ViewCountSchema, ...failures },
      },
    },
    async (request) =>
      videos.logView(request.query.videoId, {
        member: request.member,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  memberCall(
    app,
    'GET',
    '/getmymostviewed',
    {
      tags,
      summary: 'The videos the member watched most (member; amount defaults to 8)',
      querystring: PersonalToplistQuerySchema,
      answer: VideoList,
      failures: { 401: ErrorBodySchema, 400: ErrorBodySchema },
    },
    async (member, { query }) => ({
      $values: await videos.myMostViewed(member, query.amount),
    }),
  );
};
