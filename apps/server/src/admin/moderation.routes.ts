import {
  AdminBanBodySchema,
  AdminDoneSchema,
  AdminMemberQuerySchema,
  AdminMemberSchema,
  AdminReportQuerySchema,
  AdminReportSchema,
  AdminRoleBodySchema,
  AdminUuidParamsSchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp } from './admin-routing.js';
import type { ModerationService, ReportAction } from './moderation.service.js';

/** Staff calls on reported comments and on members: resolving reports, bans, roles and confirmation mails. */
export function moderationRoutes(app: AdminApp, moderation: ModerationService): void {
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
}
