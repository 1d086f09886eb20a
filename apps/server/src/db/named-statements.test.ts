import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { ListingRepository, VideoRepository } from '../videos/index.js';
import { makeVideo } from '../test/factories.js';
import { createTestDatabase, TEST_DATABASE_URL, testEngines } from '../test/harness.js';

describe.runIf(testEngines.includes('postgres'))('hot queries on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let single: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
      .rows[0]!;
    // One connection, so that what it has prepared can be read back on it.
    single = openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await database?.dispose();
  });

  const preparedOnTheConnection = async () =>
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(single.db)
    ).rows;

  it('are prepared once per connection under a name, and answer as before on every later run', async () => {
    const videos = new VideoRepository(single.db);
    const listings = new ListingRepository(single.db);
    const made = await makeVideo(database.db, { title: 'named' });
    expect(await preparedOnTheConnection()).toEqual([]);

    for (let run = 0; run < 8; run++) {
      const detail = await videos.findPublishedDetail(made.wmcExternalId);
      expect(detail?.title).toBe('named');
    }
    await listings.listOrdered('newest', { amount: 12, page: 1 });

    const prepared = await preparedOnTheConnection();
    expect(prepared.map((p) => p.name).sort()).toEqual([
      expect.stringMatching(/^hot_/),
      expect.stringMatching(/^hot_/),
    ]);
    expect(prepared.find((p) => p.statement.includes('json_agg'))?.statement).toContain('wmc_external_id');
  });

  it('leaves queries built per request unnamed', async () => {
    const before = (await preparedOnTheConnection()).length;
    await single.db.selectFrom('videos').select('id').where('title', '=', 'named').execute();
    expect(await preparedOnTheConnection()).toHaveLength(before);
  });
});
