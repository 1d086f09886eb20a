import {
  AdminCounterNoticeBodySchema,
  AdminDmcaNoticeSchema,
  AdminDmcaQuerySchema,
  AdminDoneSchema,
  AdminIdParamsSchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp } from './admin-routing.js';
import type { DmcaService } from './dmca.service.js';

/** Staff calls on DMCA notices: the listing, takedown, rejection, counter-notices and restoring (docs/decisions/0055). */
export function dmcaAdminRoutes(app: AdminApp, dmca: DmcaService): void {
  const dmcaTags = ['admin: dmca'];
  app.get(
    '/dmca',
    {
      schema: {
        tags: dmcaTags,
        summary: 'DMCA notices, newest first',
        querystring: AdminDmcaQuerySchema,
        response: { 200: pageOf(AdminDmcaNoticeSchema), ...failures },
      },
    },
    async ({ member, query }) => dmca.list(member, query.status, query),
  );
  app.post(
    '/dmca/:id/takedown',
    {
      schema: {
        tags: dmcaTags,
        summary: 'Unpublishes every video the notice names, in one step',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => dmca.takeDown(member, params.id),
  );
  app.post(
    '/dmca/:id/reject',
    {
      schema: {
        tags: dmcaTags,
        summary: 'Rejects an open notice',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => dmca.reject(member, params.id),
  );
  app.post(
    '/dmca/:id/counter',
    {
      schema: {
        tags: dmcaTags,
        summary: 'Records a counter-notice',
        params: AdminIdParamsSchema,
        body: AdminCounterNoticeBodySchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => dmca.counter(member, params.id, body.text),
  );
  app.post(
    '/dmca/:id/restore',
    {
      schema: {
        tags: dmcaTags,
        summary: 'Publishes the videos again, 10 days after a counter-notice at the earliest',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => dmca.restore(member, params.id),
  );
}
