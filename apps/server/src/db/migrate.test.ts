import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { TEST_DATABASE_URL, testEngines } from '../test/harness.js';

const schemaName = () => `t_${randomBytes(6).toString('hex')}`;

describe.skipIf(!testEngines.includes('postgres'))('migrations on a shared PostgreSQL database', () => {
  it('run while other schemas come and go', async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const schemas = [schemaName(), schemaName(), schemaName()];
    for (const schema of schemas) await admin.query(`create schema ${schema}`);

    // Another tenant of the database keeps making and dropping schemas of a few tables.
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = schemaName();
        await admin.query(`create schema ${other}`);
        await admin.query(`create table ${other}.a (id int primary key); create table ${other}.b (id int)`);
        await admin.query(`drop schema ${other} cascade`);
      }
    })();

    try {
      for (const schema of schemas) {
        const handle = openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, poolSize: 2 });
        try {
          expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
          // Introspection sees this schema's tables and none of the churning schemas' `a` and `b`.
          const tables = await handle.db.introspection.getTables();
          expect(tables.map((table) => table.schema)).toEqual(tables.map(() => schema));
          expect(tables.map((table) => table.name)).toContain('videos');
          expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
          expect(tables.find((table) => table.name === 'videos')?.columns.map((c) => c.name)).toContain(
            'title',
          );
        } finally {
          await handle.close();
        }
      }
    } finally {
      churning = false;
      await churn;
      for (const schema of schemas) await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }, 60_000);
});
