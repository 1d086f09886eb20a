import { afterEach } from 'vitest';
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { migrations } from '../db/migrations/index.js';
import { createTestDatabase } from './harness.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** The migration just before `prefix`, whatever other migrations came in between. */
export function migrationBefore(prefix: string): string {
  return Object.keys(migrations)
    .filter((name) => name < prefix)
    .at(-1)!;
}

/**
 * For a migration's own test, in a describe block: answers an opener of a fresh database migrated up to the
 * given migration (the one before the migration under test), disposed of after each test.
 */
export function migrationDatabase(engine: Engine): (upTo: string) => Promise<TestDatabase['db']> {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });
  return async (upTo) => {
    database = await createTestDatabase(engine, upTo);
    return database.db;
  };
}

/** The tables a migration test reads a row of back by its id. */
type RowTable = 'videos' | 'members' | 'playlists' | 'ads';

/**
 * One column of the row with this id: what a migration left in a row written before it ran. The table is a
 * parameter, so Kysely's types are narrowed by hand; the column's type is still checked.
 */
export async function columnOf<T extends RowTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  id: T extends 'members' ? string : number,
  column: C,
): Promise<Selectable<Database[T]>[C]> {
  const row = await db
    .selectFrom(table as 'videos')
    .select(column as 'id')
    .where('id', '=', id as number)
    .executeTakeFirstOrThrow();
  return (row as Record<string, unknown>)[column] as Selectable<Database[T]>[C];
}
