import {
  AdminBanBodySchema,
  AdminMemberQuerySchema,
  AdminMemberSchema,
  AdminReportQuerySchema,
  AdminReportSchema,
  AdminRoleBodySchema,
  AdminUuidParamsSchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp, itemAction } from './admin-routing.js';
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
    itemAction(
      app,
      `/reports/:id/${action}`,
      { tags: reportTags, summary: `Resolves a comment's reports: ${action}`, params: AdminUuidParamsSchema },
      (member, id) => moderation.actOnReport(member, id, action),
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
  itemAction(
    app,
    '/members/:id/ban',
    {
      tags: memberTags,
      summary: 'Bans a member: their sessions end at once, sign-in is refused',
      params: AdminUuidParamsSchema,
      body: AdminBanBodySchema.optional(),
      answer: AdminMemberSchema,
    },
    (member, id, body) => moderation.ban(member, id, body ?? { reason: '', hideComments: false }),
  );
  itemAction(
    app,
    '/members/:id/unban',
    { tags: memberTags, summary: 'Lifts a ban', params: AdminUuidParamsSchema, answer: AdminMemberSchema },
    (member, id) => moderation.unban(member, id),
  );
  itemAction(
    app,
    '/members/:id/role',
    {
      tags: memberTags,
      summary: 'Sets the role: member, premium or staff',
      params: AdminUuidParamsSchema,
      body: AdminRoleBodySchema,
      answer: AdminMemberSchema,
    },
    (member, id, body) => moderation.setRole(member, id, body.role),
  );
  itemAction(
    app,
    '/members/:id/resend-confirmation',
    { tags: memberTags, summary: 'Sends the confirmation mail again', params: AdminUuidParamsSchema },
    (member, id) => moderation.resendConfirmation(member, id),
  );
}
