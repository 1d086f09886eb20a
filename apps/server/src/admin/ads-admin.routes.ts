import { z } from 'zod';
import {
  AdminAdBodySchema,
  AdminAdDaySchema,
  AdminAdQuerySchema,
  AdminAdSchema,
  AdminAdStatsQuerySchema,
  AdminIdParamsSchema,
  pageOf,
  valuesOf,
} from '@starlane/contract';
import { PICTURE_BODY_LIMIT, failures, type AdminApp, itemAction } from './admin-routing.js';
import type { AdsAdminService } from './ads-admin.service.js';

/** Staff calls on ads: listing, create, edit, pause and resume, and the daily statistics (also as CSV). */
export function adsAdminRoutes(app: AdminApp, ads: AdsAdminService): void {
  const adTags = ['admin: ads'];
  app.get(
    '/ads',
    {
      schema: {
        tags: adTags,
        summary: 'Every ad, paused and past ones too',
        querystring: AdminAdQuerySchema,
        response: { 200: pageOf(AdminAdSchema), ...failures },
      },
    },
    async ({ member, query }) => ads.list(member, query, query),
  );
  app.post(
    '/ads/create',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: adTags,
        summary: 'Creates an ad (creative: an uploaded picture or a URL; the end date after the start date)',
        body: AdminAdBodySchema,
        response: { 200: AdminAdSchema, ...failures },
      },
    },
    async ({ member, body }) => ads.create(member, body),
  );
  itemAction(
    app,
    '/ads/:id/update',
    {
      tags: adTags,
      summary: 'Edits an ad (the end date after the start date)',
      body: AdminAdBodySchema,
      answer: AdminAdSchema,
      bodyLimit: PICTURE_BODY_LIMIT,
    },
    (member, id, body) => ads.update(member, id, body),
  );
  itemAction(
    app,
    '/ads/:id/pause',
    { tags: adTags, summary: 'Pauses an ad', answer: AdminAdSchema },
    (member, id) => ads.setPaused(member, id, true),
  );
  itemAction(
    app,
    '/ads/:id/resume',
    { tags: adTags, summary: 'Resumes a paused ad', answer: AdminAdSchema },
    (member, id) => ads.setPaused(member, id, false),
  );
  app.get(
    '/ads/:id/stats',
    {
      schema: {
        tags: adTags,
        summary: 'Views, clicks and CTR per UTC day, from..to inclusive (at most 366 days)',
        params: AdminIdParamsSchema,
        querystring: AdminAdStatsQuerySchema,
        response: { 200: valuesOf(AdminAdDaySchema), ...failures },
      },
    },
    async ({ member, params, query }) => ({
      $values: await ads.stats(member, params.id, query.from, query.to),
    }),
  );
  app.get(
    '/ads/:id/stats.csv',
    {
      schema: {
        tags: adTags,
        summary: 'The same statistics as CSV (day,views,clicks,ctr)',
        params: AdminIdParamsSchema,
        querystring: AdminAdStatsQuerySchema,
        response: { 200: z.string().meta({ 'x-media-type': 'text/csv' }), ...failures },
      },
    },
    async ({ member, params, query }, reply) => {
      const { filename, csv } = await ads.statsFile(member, params.id, query.from, query.to);
      void reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return csv;
    },
  );
}
