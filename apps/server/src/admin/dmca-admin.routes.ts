import {
  AdminCounterNoticeBodySchema,
  AdminDmcaNoticeSchema,
  AdminDmcaQuerySchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp, itemAction } from './admin-routing.js';
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
  itemAction(
    app,
    '/dmca/:id/takedown',
    { tags: dmcaTags, summary: 'Unpublishes every video the notice names, in one step' },
    (member, id) => dmca.takeDown(member, id),
  );
  itemAction(app, '/dmca/:id/reject', { tags: dmcaTags, summary: 'Rejects an open notice' }, (member, id) =>
    dmca.reject(member, id),
  );
  itemAction(
    app,
    '/dmca/:id/counter',
    { tags: dmcaTags, summary: 'Records a counter-notice', body: AdminCounterNoticeBodySchema },
    (member, id, body) => dmca.counter(member, id, body.text),
  );
  itemAction(
    app,
    '/dmca/:id/restore',
    { tags: dmcaTags, summary: 'Publishes the videos again, 10 days after a counter-notice at the earliest' },
    (member, id) => dmca.restore(member, id),
  );
}
