import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdDailyStatsSchema,
  AdLogResultSchema,
  AdSchema,
  AdStatsQuerySchema,
  AdsForPageQuerySchema,
  ErrorBodySchema,
  LogAdViewQuerySchema,
  valuesOf,
} from '@starlane/contract';
import type { AdService } from './ads.service.js';

const tags = ['ads'];

export const adRoutes: FastifyPluginAsyncZod<{ ads: AdService }> = async (app, { ads }) => {
  app.get(
    '/getall',
    {
      config: { cacheSeconds: 60 },
      schema: { tags, summary: 'Every active ad', response: { 200: valuesOf(AdSchema) } },
    },
    async () => ({ $values: await ads.all() }),
  );

  app.get(
    '/',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'The active ads placed on a page (by its URL): header, home, sidebar, listing, livecam',
        querystring: AdsForPageQuerySchema,
        response: { 200: valuesOf(AdSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await ads.forPage(query.url) }),
  );

  app.post(
    '/logadview',
    {
      schema: {
        tags,
        summary: 'Logs an ad view or click (bots and repeats within 30 minutes are not counted)',
        querystring: LogAdViewQuerySchema,
        response: { 200: AdLogResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      ads.log({
        adId: request.query.id,
        action: request.query.action,
        pageUrl: request.query.url,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary:
          'Daily views and clicks per ad (staff), for days from..to inclusive (UTC); 400 when from is after to',
        querystring: AdStatsQuerySchema,
        response: {
          200: valuesOf(AdDailyStatsSchema),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      $values: await ads.dailyStats(request.member, request.query.from, request.query.to),
    }),
  );
};
