import { sql } from 'kysely';
import { engineOf } from './dialect.js';
import type { Tx } from './transaction.js';

/**
 * Locks one row until the transaction ends, so that read-then-write work on it (a member's first rating,
 * a playlist entry, a favourite toggle and the counters they move) runs one transaction at a time.
 * PostgreSQL only: SQLite runs one transaction at a time anyway (one connection, one writer).
 */
export async function lockRow(tx: Tx, table: 'videos' | 'playlists', id: number): Promise<void> {
  if (engineOf(tx) !== 'postgres') return;
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(tx);
}
