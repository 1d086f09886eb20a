import { afterEach } from 'vitest';
import type { Engine } from '../db/dialect.js';
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
