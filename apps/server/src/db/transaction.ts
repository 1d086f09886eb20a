import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** What a repository method runs its SQL on: the database, or the transaction a service opened. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type Tx = Transaction<Database>;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Services open
 * transactions through this, and only services (docs/decisions/0009); repository methods that must run in
 * one take its `tx`.
 */
export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Kysely<Database>): RunInTransaction {
  return (work) => db.transaction().execute(work);
}
