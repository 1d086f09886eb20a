import type { AdminPage, AuditEntry } from '@starlane/contract';
import type { AuditRepository } from './audit.repository.js';
import type { SessionMember } from '../security/session.plugin.js';
import { staffOf } from './staff.js';

const DAY_MS = 24 * 60 * 60_000;

export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  list(
    member: SessionMember | null,
    query: {
      actorId?: string | undefined;
      action?: string | undefined;
      objectType?: string | undefined;
      objectId?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      amount: number;
      page: number;
    },
  ): Promise<AdminPage<AuditEntry>> {
    staffOf(member);
    const { from, to, amount, page, ...filter } = query;
    return this.audit.list(
      {
        ...filter,
        from: from ? `${from}T00:00:00.000Z` : undefined,
        until: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
      },
      { amount, page },
    );
  }
}
