import { sql, type Kysely } from 'kysely';
import type { AdminPage, AuditEntry } from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { Database } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** Who did it: the staff member, by id and by the name they had then. */
export interface Actor {
  id: string;
  name: string;
}

export interface AuditRecord {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  /** ISO instants, `from` inclusive, `until` exclusive. */
  from?: string | undefined;
  until?: string | undefined;
}

/**
 * The merges and deletes an undo knows (docs/decisions/0055); an entry is undoable while no `audit.undo`
 * marker names it.
 */
const UNDOABLE = ['star.merge', 'category.merge', 'star.delete', 'category.delete', 'video.delete'];

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * An entry as the log lists it: the copy an undo keeps of what a delete or merge took (every link row of a
 * video, say) is for the undo, not for reading, so the list shows that it is there instead of the rows.
 */
function listed(before: unknown): unknown {
  if (typeof before !== 'object' || before === null || !('snapshot' in before)) return before;
  return { ...before, snapshot: 'kept for undo' };
}

/**
 * The audit log (docs/decisions/0029): written only inside the transaction of the change it records, so a
 * change and its record commit or roll back together. There is no method that changes or removes a row;
 * the database refuses those too.
 */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(tx: Tx, actor: Actor, at: string, entry: AuditRecord): Promise<void> {
    await tx
      .insertInto('audit_log')
      .values({
        at,
        actor_id: actor.id,
        actor_name: actor.name,
        action: entry.action,
        object_type: entry.objectType,
        object_id: String(entry.objectId),
        before_json: json(entry.before),
        after_json: json(entry.after),
      })
      .execute();
  }

  /** Newest first. */
  async list(filter: AuditFilter, page: Page): Promise<AdminPage<AuditEntry>> {
    let query = this.db.selectFrom('audit_log');
    if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
    if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.until) query = query.where('at', '<', filter.until);
    const ordered = query
      .selectAll()
      .select(
        sql<number>`case when action in (${sql.join(UNDOABLE)}) and not exists (select 1 from audit_log as undo
          where undo.object_type = 'audit' and undo.object_id = cast(audit_log.id as text)) then 1 else 0 end`.as(
          'undoable',
        ),
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc');
    return pageAndTotal(ordered, query, page, (row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      before: listed(parse(row.before_json)),
      after: parse(row.after_json),
      undoable: Number(row.undoable) === 1,
    }));
  }

  async find(
    tx: Tx,
    id: number,
  ): Promise<{ action: string; objectType: string; before: unknown; after: unknown } | undefined> {
    const row = await tx
      .selectFrom('audit_log')
      .select(['action', 'object_type', 'before_json', 'after_json'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          action: row.action,
          objectType: row.object_type,
          before: parse(row.before_json),
          after: parse(row.after_json),
        }
      : undefined;
  }

  async actionOf(id: number): Promise<{ action: string } | undefined> {
    return this.db.selectFrom('audit_log').select('action').where('id', '=', id).executeTakeFirst();
  }

  /** Whether entry `id` was undone: its `audit.undo` marker exists. */
  async undone(tx: Tx, id: number): Promise<boolean> {
    const row = await tx
      .selectFrom('audit_log')
      .select('id')
      .where('object_type', '=', 'audit')
      .where('object_id', '=', String(id))
      .executeTakeFirst();
    return row !== undefined;
  }
}
