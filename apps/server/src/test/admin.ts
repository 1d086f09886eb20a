import type { AdminPage, AuditEntry } from '@starlane/contract';
import type { TestMember } from './accounts.js';
import { memberRequests } from './accounts.js';
import type { TestContext } from './harness.js';

/** The audit log as the staff tests read it: how many rows it has, and the newest as staff see it. */
export function auditOf(ctx: TestContext) {
  const http = memberRequests(ctx);
  return {
    count: async () =>
      Number(
        (
          await ctx.deps.database.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    last: async (staff: TestMember) =>
      (await http.get('/api/admin/audit?amount=1', staff)).json<AdminPage<AuditEntry>>().$values[0]!,
  };
}
