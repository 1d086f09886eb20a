import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Engine } from './dialect.js';

/**
 * A subquery's rows as one JSON array column, in the subquery's order: a row and its few linked rows
 * (a video's categories and stars) come back in one statement, which on PostgreSQL is one round trip
 * instead of three. SQLite answers the column as JSON text, PostgreSQL as parsed JSON: read it with
 * `rowsOfJson`.
 */
export function jsonArrayFrom<O>(
  engine: Engine,
  subquery: Parameters<typeof sqliteJsonArrayFrom<O>>[0],
): ReturnType<typeof sqliteJsonArrayFrom<O>> {
  return engine === 'postgres' ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/** The rows of a `jsonArrayFrom` column, whichever engine answered it. */
export function rowsOfJson<Row>(column: Row[] | string): Row[] {
  return typeof column === 'string' ? (JSON.parse(column) as Row[]) : column;
}
