import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAdBodySchema,
  AdminAdDaySchema,
  AdminAdQuerySchema,
  AdminAdSchema,
  AdminAdStatsQuerySchema,
  AdminAuditQuerySchema,
  AdminBanBodySchema,
  AdminCategoryBodySchema,
  AdminCategorySchema,
  AdminCounterNoticeBodySchema,
  AdminCurateBodySchema,
  AdminDmcaNoticeSchema,
  AdminDmcaQuerySchema,
  AdminDoneSchema,
  AdminFeatureOrderBodySchema,
  AdminIdParamsSchema,
  AdminMemberQuerySchema,
  AdminMemberSchema,
  AdminMergeBodySchema,
  AdminMergePreviewSchema,
  AdminMergeQuerySchema,
  AdminPlaylistQuerySchema,
  AdminPlaylistSchema,
  AdminReportQuerySchema,
  AdminReportSchema,
  AdminRoleBodySchema,
  AdminStarBodySchema,
  AdminStarSchema,
  AdminTaxonQuerySchema,
  AdminUuidParamsSchema,
  AdminVideoDetailSchema,
  AdminVideoQuerySchema,
  AdminVideoSchema,
  AdminVideoStatusSchema,
  AdminVideoUpdateSchema,
  AuditEntrySchema,
  DashboardSchema,
  ErrorBodySchema,
  PictureBodySchema,
  pageOf,
  valuesOf,
} from '@starlane/contract';
import type { AdsAdminService } from './ads-admin.service.js';
import { statsCsv } from './ads-admin.service.js';
import type { AuditService } from './audit.service.js';
import type { ContentAdminService } from './content.service.js';
import type { DmcaService } from './dmca.service.js';
import type { ModerationService, ReportAction } from './moderation.service.js';
import type { PlaylistsAdminService } from './playlists-admin.service.js';
import { staffOf } from './staff.js';

export interface AdminServices {
  content: ContentAdminService;
  moderation: ModerationService;
  ads: AdsAdminService;
  dmca: DmcaService;
  audit: AuditService;
  playlists: PlaylistsAdminService;
}

const failures = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
/** Pictures travel as data URLs in JSON: these calls take bodies up to 12 MB (8 MB of picture). */
const PICTURE_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * The staff area's API under /api/admin (docs/departures.md). A hook refuses visitors (401) and members (403) before
 * anything else is read, and every service method checks again, so a route added later cannot forget it.
 * Changes are POSTs, so the session plugin's same-origin check covers them.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminServices }> = async (app, { admin }) => {
  const { content, moderation, ads, dmca, audit, playlists } = admin;
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

  // --- videos ---
  const tags = ['admin: videos'];
  app.get(
    '/videos',
    {
      schema: {
        tags,
        summary: 'Every video, any status: search by title or id, filter by status, category, star, origin',
        querystring: AdminVideoQuerySchema,
        response: { 200: pageOf(AdminVideoSchema), ...failures },
      },
    },
    async ({ member, query }) => content.listVideos(member, query, query),
  );
  app.get(
    '/videos/:id',
    {
      schema: {
        tags,
        summary: 'One video with its categories and stars',
        params: AdminIdParamsSchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params }) => content.video(member, params.id),
  );
  app.post(
    '/videos/:id/update',
    {
      schema: {
        tags,
        summary: 'Edits title, description, categories and stars',
        params: AdminIdParamsSchema,
        body: AdminVideoUpdateSchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params, body }) => content.updateVideo(member, params.id, body),
  );
  app.post(
    '/videos/:id/thumbnail',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replaces the thumbnail (resized on the server)',
        params: AdminIdParamsSchema,
        body: PictureBodySchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params, body }) => content.setVideoThumbnail(member, params.id, body.picture),
  );
  app.post(
    '/videos/:id/status',
    {
      schema: {
        tags,
        summary:
          'Publishes or unpublishes a video; 409 (with the reason and the date it may come back) while a DMCA notice holds it',
        params: AdminIdParamsSchema,
        body: AdminVideoStatusSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => content.setVideoStatus(member, params.id, body.status),
  );
  app.post(
    '/videos/:id/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a video with its playlist entries, favourites, ratings and comments',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => content.deleteVideo(member, params.id),
  );

  // --- stars and categories ---
  const taxonRoutes = <Item extends z.ZodType, Body extends z.ZodType>(spec: {
    path: string;
    kind: 'actors' | 'categories';
    tag: string;
    item: Item;
    body: Body;
    list: (
      member: Parameters<typeof content.createCategory>[0],
      query: z.infer<typeof AdminTaxonQuerySchema>,
    ) => Promise<{ $values: z.input<Item>[]; total: number }>;
    create: (
      member: Parameters<typeof content.createCategory>[0],
      body: z.infer<Body>,
    ) => Promise<z.infer<typeof AdminDoneSchema> & { id: number }>;
    rename: (
      member: Parameters<typeof content.createCategory>[0],
      id: number,
      body: z.infer<Body>,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
    picture: (
      member: Parameters<typeof content.createCategory>[0],
      id: number,
      picture: string,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
    merge: (
      member: Parameters<typeof content.createCategory>[0],
      id: number,
      intoId: number,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
    remove: (
      member: Parameters<typeof content.createCategory>[0],
      id: number,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
  }) => {
    const t = [spec.tag];
    app.get(
      `/${spec.path}`,
      {
        schema: {
          tags: t,
          summary: `Every ${spec.path.slice(0, -1)}, with its video count`,
          querystring: AdminTaxonQuerySchema,
          response: { 200: pageOf(spec.item), ...failures },
        },
      },
      async ({ member, query }) => spec.list(member, query),
    );
    app.post(
      `/${spec.path}/create`,
      {
        schema: {
          tags: t,
          summary: 'Creates one',
          body: spec.body,
          response: { 200: AdminDoneSchema.extend({ id: z.number().int() }), ...failures },
        },
      },
      async ({ member, body }) => spec.create(member, body as z.infer<Body>),
    );
    app.post(
      `/${spec.path}/:id/update`,
      {
        schema: {
          tags: t,
          summary: 'Renames one',
          params: AdminIdParamsSchema,
          body: spec.body,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.rename(member, params.id, body as z.infer<Body>),
    );
    app.post(
      `/${spec.path}/:id/picture`,
      {
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          tags: t,
          summary: 'Replaces the picture (resized on the server)',
          params: AdminIdParamsSchema,
          body: PictureBodySchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.picture(member, params.id, body.picture),
    );
    app.get(
      `/${spec.path}/:id/merge-preview`,
      {
        schema: {
          tags: t,
          summary:
            'What a merge into intoId would move (videos, followers, wizard picks) and what the target has already; nothing changes',
          params: AdminIdParamsSchema,
          querystring: AdminMergeQuerySchema,
          response: { 200: AdminMergePreviewSchema, ...failures },
        },
      },
      async ({ member, params, query }) => content.mergePreview(member, spec.kind, params.id, query.intoId),
    );
    app.post(
      `/${spec.path}/:id/merge`,
      {
        schema: {
          tags: t,
          summary:
            'Merges this one into another: its videos, followers and wizard picks move, it goes (undone from the audit log)',
          params: AdminIdParamsSchema,
          body: AdminMergeBodySchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.merge(member, params.id, body.intoId),
    );
    app.post(
      `/${spec.path}/:id/delete`,
      {
        schema: {
          tags: t,
          summary: 'Deletes one that has no videos (409 otherwise; undone from the audit log)',
          params: AdminIdParamsSchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params }) => spec.remove(member, params.id),
    );
  };
  taxonRoutes({
    path: 'stars',
    kind: 'actors',
    tag: 'admin: stars',
    item: AdminStarSchema,
    body: AdminStarBodySchema,
    list: (member, query) => content.listStars(member, query, query),
    create: (member, body) => content.createStar(member, body.firstName, body.lastName),
    rename: (member, id, body) => content.renameStar(member, id, body.firstName, body.lastName),
    picture: (member, id, picture) => content.setStarPicture(member, id, picture),
    merge: (member, id, intoId) => content.mergeStar(member, id, intoId),
    remove: (member, id) => content.deleteStar(member, id),
  });
  taxonRoutes({
    path: 'categories',
    kind: 'categories',
    tag: 'admin: categories',
    item: AdminCategorySchema,
    body: AdminCategoryBodySchema,
    list: (member, query) => content.listCategories(member, query, query),
    create: (member, body) => content.createCategory(member, body.name),
    rename: (member, id, body) => content.renameCategory(member, id, body.name),
    picture: (member, id, picture) => content.setCategoryPicture(member, id, picture),
    merge: (member, id, intoId) => content.mergeCategory(member, id, intoId),
    remove: (member, id) => content.deleteCategory(member, id),
  });

  // --- ads ---
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
        summary: 'Creates an ad (creative: an uploaded picture or a URL)',
        body: AdminAdBodySchema,
        response: { 200: AdminAdSchema, ...failures },
      },
    },
    async ({ member, body }) => ads.create(member, body),
  );
  app.post(
    '/ads/:id/update',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: adTags,
        summary: 'Edits an ad',
        params: AdminIdParamsSchema,
        body: AdminAdBodySchema,
        response: { 200: AdminAdSchema, ...failures },
      },
    },
    async ({ member, params, body }) => ads.update(member, params.id, body),
  );
  app.post(
    '/ads/:id/pause',
    {
      schema: {
        tags: adTags,
        summary: 'Pauses an ad',
        params: AdminIdParamsSchema,
        response: { 200: AdminAdSchema, ...failures },
      },
    },
    async ({ member, params }) => ads.setPaused(member, params.id, true),
  );
  app.post(
    '/ads/:id/resume',
    {
      schema: {
        tags: adTags,
        summary: 'Resumes a paused ad',
        params: AdminIdParamsSchema,
        response: { 200: AdminAdSchema, ...failures },
      },
    },
    async ({ member, params }) => ads.setPaused(member, params.id, false),
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
      const days = await ads.stats(member, params.id, query.from, query.to);
      void reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ad-${params.id}-${query.from}-${query.to}.csv"`,
        );
      return statsCsv(days);
    },
  );

  // --- comment reports ---
  const reportTags = ['admin: reports'];
  app.get(
    '/reports',
    {
      schema: {
        tags: reportTags,
        summary: 'Reported comments grouped by comment, most recently reported first',
        querystring: AdminReportQuerySchema,
        response: { 200: pageOf(AdminReportSchema), ...failures },
      },
    },
    async ({ member, query }) => moderation.reports(member, query.state, query),
  );
  for (const action of [
    'dismiss',
    'hide',
    'delete',
    'ban-author',
  ] as const satisfies readonly ReportAction[]) {
    app.post(
      `/reports/:id/${action}`,
      {
        schema: {
          tags: reportTags,
          summary: `Resolves a comment's reports: ${action}`,
          params: AdminUuidParamsSchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params }) => moderation.actOnReport(member, params.id, action),
    );
  }

  // --- members ---
  const memberTags = ['admin: members'];
  app.get(
    '/members',
    {
      schema: {
        tags: memberTags,
        summary: 'Members by name or e-mail, with their counts',
        querystring: AdminMemberQuerySchema,
        response: { 200: pageOf(AdminMemberSchema), ...failures },
      },
    },
    async ({ member, query }) =>
      moderation.members(
        member,
        { ...query, banned: query.banned === undefined ? undefined : query.banned === 'true' },
        query,
      ),
  );
  app.post(
    '/members/:id/ban',
    {
      schema: {
        tags: memberTags,
        summary: 'Bans a member: their sessions end at once, sign-in is refused',
        params: AdminUuidParamsSchema,
        body: AdminBanBodySchema.optional(),
        response: { 200: AdminMemberSchema, ...failures },
      },
    },
    async ({ member, params, body }) =>
      moderation.ban(member, params.id, body ?? { reason: '', hideComments: false }),
  );
  app.post(
    '/members/:id/unban',
    {
      schema: {
        tags: memberTags,
        summary: 'Lifts a ban',
        params: AdminUuidParamsSchema,
        response: { 200: AdminMemberSchema, ...failures },
      },
    },
    async ({ member, params }) => moderation.unban(member, params.id),
  );
  app.post(
    '/members/:id/role',
    {
      schema: {
        tags: memberTags,
        summary: 'Sets the role: member, premium or staff',
        params: AdminUuidParamsSchema,
        body: AdminRoleBodySchema,
        response: { 200: AdminMemberSchema, ...failures },
      },
    },
    async ({ member, params, body }) => moderation.setRole(member, params.id, body.role),
  );
  app.post(
    '/members/:id/resend-confirmation',
    {
      schema: {
        tags: memberTags,
        summary: 'Sends the confirmation mail again',
        params: AdminUuidParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => moderation.resendConfirmation(member, params.id),
  );

  // --- DMCA ---
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

  // --- playlists (docs/decisions/0055) ---
  const playlistTags = ['admin: playlists'];
  app.get(
    '/playlists',
    {
      schema: {
        tags: playlistTags,
        summary:
          'Every member’s playlists: search by name or owner, filter curated, sort (featured: curated first in feature order)',
        querystring: AdminPlaylistQuerySchema,
        response: { 200: pageOf(AdminPlaylistSchema), ...failures },
      },
    },
    async ({ member, query }) => playlists.list(member, query, query),
  );
  app.post(
    '/playlists/:id/curate',
    {
      schema: {
        tags: playlistTags,
        summary: 'Marks any playlist curated (last in the feature order) or not curated',
        params: AdminIdParamsSchema,
        body: AdminCurateBodySchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => playlists.curate(member, params.id, body.curated),
  );
  app.post(
    '/playlists/:id/feature-order',
    {
      schema: {
        tags: playlistTags,
        summary:
          'Moves a curated playlist to a place in the feature order (1 first; past the end: last); 409 when it is not curated',
        params: AdminIdParamsSchema,
        body: AdminFeatureOrderBodySchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => playlists.move(member, params.id, body.position),
  );

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
  app.post(
    '/audit/:id/undo',
    {
      schema: {
        tags: ['admin: audit'],
        summary:
          'Undoes a star or category merge or delete: the old page, videos, followers and picks come back; once only (409 when it cannot be undone)',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => content.undo(member, params.id),
  );
};
