import type { AdminDone, AdminPage, AuditEntry } from '@starlane/contract';
import { ConflictError, found } from '../errors.js';
import type { AuditRepository } from './audit.repository.js';
import type { SessionMember } from '../security/session.plugin.js';
import { staffOf } from './staff.js';

const DAY_MS = 24 * 60 * 60_000;

/** Undoes one kind of audit entry (docs/decisions/0055). */
export interface Undoer {
  undo(member: SessionMember | null, entryId: number): Promise<AdminDone>;
}

export class AuditService {
  /** `undoers` by the audit action they undo; the staff service that made a change knows how to take it back. */
  constructor(
    private readonly audit: AuditRepository,
    private readonly undoers: Readonly<Record<string, Undoer>> = {},
  ) {}

  /** Undoes a merge or delete; 409 for an entry that cannot be undone, with the reason. */
  async undo(member: SessionMember | null, entryId: number): Promise<AdminDone> {
    staffOf(member);
    // An entry's action never changes (the log is append-only), so it may be read before the undo's transaction.
    const { action } = found(await this.audit.actionOf(entryId), 'Audit entry');
    const undoer = this.undoers[action];
    if (!undoer) throw new ConflictError(`A ${action} cannot be undone`);
    return undoer.undo(member, entryId);
  }

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
