import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  PersonalToplistQuerySchema,
  RateVideoQuerySchema,
  RatingResultSchema,
  VideoListItemSchema,
  valuesOf,
} from '@starlane/contract';
import { memberCall } from '../http/member-call.js';
import { requireMember } from '../security/session.plugin.js';
import type { RatingService } from './ratings.service.js';

/** Registered under /api/video, where the original API has `ratevideo` and `getmyhighestrating`. */
export const ratingRoutes: FastifyPluginAsyncZod<{ ratings: RatingService }> = async (app, { ratings }) => {
  app.post(
    '/ratevideo',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Rates a video 1-5 (member; a new rating replaces the old); answers the new average and count',
        querystring: RateVideoQuerySchema,
        response: {
          200: RatingResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ratings.rate(requireMember(request), request.query.videoId, request.query.rating),
  );

  memberCall(
    app,
    'GET',
    '/getmyhighestrating',
    {
      tags: ['videos'],
      summary: 'The videos the member rated highest (member; amount defaults to 8)',
      querystring: PersonalToplistQuerySchema,
      answer: valuesOf(VideoListItemSchema),
      failures: { 401: ErrorBodySchema, 400: ErrorBodySchema },
    },
    async (member, { query }) => ({
      $values: await ratings.myHighestRated(member, query.amount),
    }),
  );
};
