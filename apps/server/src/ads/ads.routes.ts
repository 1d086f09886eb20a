import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_ACTIONS,
  AdDailyStatsSchema,
  AdSchema,
  EntityNumberSchema,
  ErrorBodySchema,
  valuesOf,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { AdRepository } from './ads.repository.js';
import { AdService } from './ads.service.js';

const PageUrlSchema = z.string().trim().max(2000, 'url has at most 2000 characters');
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is written YYYY-MM-DD');

export const adRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = new AdService(new AdRepository(deps.database.db), deps.limiter, deps.clock);
  const tags = ['ads'];

  app.get(
    '/getall',
    {
      config: { cacheSeconds: 60 },
      schema: { tags, summary: 'Every active ad', response: { 200: valuesOf(AdSchema) } },
    },
    async () => ({ $values: await service.all() }),
  );

  app.get(
    '/',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags,
        summary: 'The active ads placed on a page (by its URL): header, home, sidebar, listing, livecam',
        querystring: z.object({ url: PageUrlSchema.default('/') }),
        response: { 200: valuesOf(AdSchema), 400: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await service.forPage(query.url) }),
  );

  app.post(
    '/logadview',
    {
      schema: {
        tags,
        summary: 'Logs an ad view or click (bots and repeats within 30 minutes are not counted)',
        querystring: z.object({
          id: EntityNumberSchema('id'),
          action: z.enum(AD_ACTIONS, { error: 'action is view or click' }),
          url: PageUrlSchema.default(''),
        }),
        response: { 200: z.object({ counted: z.boolean() }), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      service.log({
        adId: request.query.id,
        action: request.query.action,
        pageUrl: request.query.url,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
  answerGetWith405(app, '/logadview');

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Daily views and clicks per ad (staff), for days from..to inclusive (UTC)',
        querystring: z.object({ from: DaySchema, to: DaySchema }),
        response: {
          200: valuesOf(AdDailyStatsSchema),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const to = new Date(`${request.query.to}T00:00:00.000Z`);
      to.setUTCDate(to.getUTCDate() + 1);
      return {
        $values: await service.dailyStats(
          request.member,
          `${request.query.from}T00:00:00.000Z`,
          to.toISOString(),
        ),
      };
    },
  );
};
