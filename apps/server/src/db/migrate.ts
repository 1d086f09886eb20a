import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.js';
import { engineOf } from './dialect.js';
import { migrations } from './migrations/index.js';

export function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: a migration's test starts from the schema before it. */
export function migrateUpTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: await migrationSchemaOf(db),
  });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * PostgreSQL: the schema the connection writes to (the first on its search_path). Without it, Kysely's
 * Migrator takes a kysely_migration table in ANY schema for its own, so a schema migrated while another
 * schema holds one (parallel test suites, each in a schema of its own) fails to find its bookkeeping tables.
 */
async function migrationSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
