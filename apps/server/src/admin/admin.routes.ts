import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAuditQuerySchema,
  AuditEntrySchema,
  DashboardSchema,
  TrafficSchema,
  pageOf,
} from '@starlane/contract';
import { adsAdminRoutes } from './ads-admin.routes.js';
import type { AdsAdminService } from './ads-admin.service.js';
import { failures, itemAction } from './admin-routing.js';
import type { AuditService } from './audit.service.js';
import { dmcaAdminRoutes } from './dmca-admin.routes.js';
import type { DmcaService } from './dmca.service.js';
import { moderationRoutes } from './moderation.routes.js';
import type { ModerationService } from './moderation.service.js';
import { playlistsAdminRoutes } from './playlists-admin.routes.js';
import type { PlaylistsAdminService } from './playlists-admin.service.js';
import { staffOf } from './staff.js';
import { taxaAdminRoutes } from './taxa-admin.routes.js';
import type { TaxaAdminService } from './taxa-admin.service.js';
import { videosAdminRoutes } from './videos-admin.routes.js';
import { captionsRoutes } from './captions.routes.js';
import type { CaptionsService } from './captions.service.js';
import type { VideosAdminService } from './videos-admin.service.js';
import type { TrafficService } from './traffic.service.js';

export interface AdminServices {
  videos: VideosAdminService;
  captions: CaptionsService;
  taxa: TaxaAdminService;
  moderation: ModerationService;
  ads: AdsAdminService;
  dmca: DmcaService;
  audit: AuditService;
  playlists: PlaylistsAdminService;
  traffic: TrafficService;
}

/**
 * The staff area's API under /api/admin (docs/departures.md). A hook refuses visitors (401) and members (403) before
 * anything else is read, and every service method checks again, so a route added later cannot forget it.
 * Changes are POSTs, so the session plugin's same-origin check covers them. Each part of the staff area adds
 * its routes from a file of its own, in the order the API document lists them.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminServices }> = async (app, { admin }) => {
  const { videos, captions, taxa, moderation, ads, dmca, audit, playlists, traffic } = admin;
  app.addHook('onRequest', async (request) => {
    staffOf(request.member);
  });

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for today and the last 7 days',
        response: { 200: DashboardSchema, ...failures },
      },
    },
    async (request) => moderation.dashboard(request.member),
  );

  app.get(
    '/traffic',
    {
      // The charts are live: neither the browser nor the edge keeps an answer.
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary:
          'Live traffic for the staff charts: requests, 5xx errors and response cache hits and misses per minute for the last hour, every serving process together, read from the same counters as /metrics (all 0 with METRICS=off, `counted` false); video views per hour for the last 24 hours',
        response: { 200: TrafficSchema, ...failures },
      },
    },
    async (request) => traffic.traffic(request.member),
  );

  videosAdminRoutes(app, videos);
  captionsRoutes(app, captions);
  taxaAdminRoutes(app, taxa);
  adsAdminRoutes(app, ads);
  moderationRoutes(app, moderation);
  dmcaAdminRoutes(app, dmca);
  playlistsAdminRoutes(app, playlists);

  // --- audit log ---
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit log, newest first, with filters',
        querystring: AdminAuditQuerySchema,
        response: { 200: pageOf(AuditEntrySchema), ...failures },
      },
    },
    async ({ member, query }) => audit.list(member, query),
  );
  itemAction(
    app,
    '/audit/:id/undo',
    {
      tags: ['admin: audit'],
      summary:
        'Undoes a star or category merge or delete (the old page, videos, followers and picks come back) or a video delete (the video comes back with its playlist entries, favourites, ratings, comments and history); once only (409 when it cannot be undone)',
    },
    (member, id) => audit.undo(member, id),
  );
};
