import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPLIST_TYPES, VIDEO_SORTS } from '@starlane/contract';
import { openDatabase, type DatabaseHandle } from './database.js';
import { ListingRepository, VideoRepository } from '../videos/index.js';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { createTestDatabase, TEST_DATABASE_URL, testEngines } from '../test/harness.js';

/** The index each listing order pages through (migration 0005). */
const ORDER_INDEX: Record<string, string> = {
  newest: 'videos_published_created_at_idx',
  mostviewed: 'videos_published_view_count_idx',
  toprated: 'videos_published_rating_score_idx',
  longest: 'videos_published_length_idx',
  highestrating: 'videos_published_rating_score_idx',
  mostrated: 'videos_published_rating_count_idx',
  mostcommented: 'videos_published_comment_count_idx',
};

type Run = (
  listings: ListingRepository,
  ids: { video: number; category: number; actor: number },
) => Promise<unknown>;

/** Each hot read, and the index its first query must use on both engines. */
const HOT_QUERIES: { name: string; run: Run; index: string }[] = [
  ...[...new Set([...VIDEO_SORTS, ...TOPLIST_TYPES])].map((order) => ({
    name: `videos by ${order}, page 500`,
    run: (listings: ListingRepository) => listings.listOrdered(order, { amount: 12, page: 500 }),
    index: ORDER_INDEX[order]!,
  })),
  ...[...new Set([...VIDEO_SORTS, ...TOPLIST_TYPES])].map((order) => ({
    name: `the ranking of ${order} (videos/rankings.ts)`,
    run: (listings: ListingRepository) => listings.rankedIds(order, 12_000),
    index: ORDER_INDEX[order]!,
  })),
  {
    name: 'a category page 500',
    run: (listings, ids) => listings.listByCategory(String(ids.category), { amount: 12, page: 500 }),
    index: 'video_categories_category_idx',
  },
  {
    name: 'a star page 500',
    run: (listings, ids) => listings.listByActor(String(ids.actor), { amount: 12, page: 500 }),
    index: 'video_actors_actor_idx',
  },
];

/** A catalogue the size the planners meet on a live site: page 500 is 6,000 rows deep in each listing. */
const CATALOGUE_VIDEOS = 20_000;
/** The category and the star paged through hold every other video; the rest are spread over others. */
const OTHER_TAXA = 9;

/**
 * A realistic catalogue in bulk, on either engine: CATALOGUE_VIDEOS videos (one in seven unpublished) with
 * spread view, rating and comment counts, half of them in `category` and with `actor`, the others spread
 * over OTHER_TAXA other categories and stars; then the statistics the planner reads (ANALYZE, and VACUUM on
 * PostgreSQL so that covering indexes can be read without the table, as autovacuum leaves them).
 */
async function makeCatalogue(
  db: DatabaseHandle['db'],
  engine: string,
  taxa: { category: number; actor: number; otherCategories: number[]; otherActors: number[] },
): Promise<void> {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(CATALOGUE_VIDEOS)})
    insert into videos (wmc_external_id, title, thumbnail, length, description, video_url, created_at,
      view_count, rating_count, rating_sum, rating_score, comment_count, status)
    select 'plan' || i, 'Video ' || i, '/media/thumbs/thumb-1.svg', 30 + i % 1800, 'A test clip.',
      '/media/clips/clip-1.mp4', '2026-01-01T00:00:00.000Z' || (100000 + i % 86400),
      (i * 7919) % 100003, (i * 31) % 997, (i * 31) % 997 * 3, ((i * 104729) % 5000) / 1000.0,
      (i * 13) % 211, case when i % 7 = 0 then 'unpublished' else 'published' end
    from n`.execute(db);
  for (const [table, column, main, others] of [
    ['video_categories', 'category_id', taxa.category, taxa.otherCategories],
    ['video_actors', 'actor_id', taxa.actor, taxa.otherActors],
  ] as const) {
    await sql`insert into ${sql.table(table)} (video_id, ${sql.ref(column)})
      select id, ${sql.lit(main)} from videos where id % 2 = 0`.execute(db);
    for (const [k, other] of others.entries()) {
      await sql`insert into ${sql.table(table)} (video_id, ${sql.ref(column)})
        select id, ${sql.lit(other)} from videos where id % 2 = 1 and id % ${sql.lit(others.length)} = ${sql.lit(k)}`.execute(
        db,
      );
    }
  }
  if (engine === 'sqlite') await sql`analyze`.execute(db);
  else await sql`vacuum analyze videos, video_categories, video_actors`.execute(db);
}

/**
 * EXPLAIN of every hot listing query on both engines, on a realistic catalogue: the plan each planner
 * chooses itself (no planner setting forced), which fails when a query stops paging through its index (a
 * dropped index, a condition written so the planner cannot use a partial index, a new sort).
 */
describe.each(testEngines)('the hot queries use their indexes on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let logged: DatabaseHandle;
  const executed: { sql: string; parameters: readonly unknown[] }[] = [];
  const ids = { video: 0, category: 0, actor: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const log = (event: LogEvent) => {
      if (event.level === 'query')
        executed.push({ sql: event.query.sql, parameters: event.query.parameters });
    };
    if (engine === 'sqlite') {
      logged = openDatabase({ sqliteFile: database.location, log });
    } else {
      const { schema } = (
        await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
      ).rows[0]!;
      logged = openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, poolSize: 1, log });
    }
    const category = await makeCategory(database.db);
    const actor = await makeActor(database.db);
    const otherCategories = [];
    const otherActors = [];
    for (let k = 0; k < OTHER_TAXA; k++) {
      otherCategories.push((await makeCategory(database.db)).id);
      otherActors.push((await makeActor(database.db)).id);
    }
    ids.category = category.id;
    ids.actor = actor.id;
    await makeCatalogue(database.db, engine, {
      category: category.id,
      actor: actor.id,
      otherCategories,
      otherActors,
    });
    ids.video = (await makeVideo(database.db, { categoryIds: [category.id], actorIds: [actor.id] })).id;
  }, 300_000);
  afterAll(async () => {
    await logged?.close();
    await database?.dispose();
  });

  async function planOf(query: { sql: string; parameters: readonly unknown[] }): Promise<string> {
    if (engine === 'sqlite') {
      const rows = await logged.db.executeQuery<{ detail: string }>(
        rawQuery(`explain query plan ${query.sql}`, query.parameters),
      );
      return rows.rows.map((r) => r.detail).join('\n');
    }
    const rows = await logged.db.executeQuery<{ 'QUERY PLAN': string }>(
      rawQuery(`explain ${query.sql}`, query.parameters),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each(HOT_QUERIES)('$name', async ({ run, index }) => {
    executed.length = 0;
    await run(new ListingRepository(logged.db), ids);
    expect(executed.length).toBeGreaterThan(0);
    const plan = await planOf(executed[0]!);
    expect(plan, plan).toContain(index);
    if (engine === 'sqlite') {
      // No sort of the whole listing and no walk over the table.
      expect(plan, plan).not.toMatch(/USE TEMP B-TREE FOR ORDER BY[\s\S]*USE TEMP B-TREE FOR ORDER BY/);
      expect(plan, plan).not.toMatch(/^SCAN videos$/m);
    } else {
      expect(plan, plan).not.toMatch(/Seq Scan on videos/);
    }
  });

  it('the video page is one statement: the public id through its unique index, then the row by primary key', async () => {
    executed.length = 0;
    const video = await makeVideo(database.db, { categoryIds: [ids.category], actorIds: [ids.actor] });
    expect(await new VideoRepository(logged.db).findPublishedDetail(video.wmcExternalId)).toMatchObject({
      id: video.id,
      movieMovieCategories: [{ movieCategory: { id: ids.category } }],
      movieActors: [{ actor: { id: ids.actor } }],
    });
    expect(executed).toHaveLength(1);
    const plan = await planOf(executed[0]!);
    if (engine === 'sqlite') {
      expect(plan, plan).toMatch(/SEARCH videos USING INTEGER PRIMARY KEY/);
      expect(plan, plan).toMatch(
        /SEARCH named USING COVERING INDEX sqlite_autoindex_videos_1 \(wmc_external_id=\?\)/,
      );
      expect(plan, plan).toMatch(/SEARCH video_categories USING COVERING INDEX/);
      expect(plan, plan).toMatch(/SEARCH video_actors USING COVERING INDEX/);
    } else {
      expect(plan, plan).toMatch(/Index Scan using videos_pkey on videos/);
      expect(plan, plan).toMatch(/videos_wmc_external_id_key on videos named/);
      expect(plan, plan).not.toMatch(/Seq Scan/);
    }
  });

  it('a deep page reads no more rows than it skips in its index (no status test per skipped row)', async () => {
    executed.length = 0;
    await new ListingRepository(logged.db).listOrdered('mostviewed', { amount: 12, page: 500 });
    const plan = await planOf(executed[0]!);
    if (engine === 'sqlite') expect(plan, plan).toMatch(/COVERING INDEX videos_published_view_count_idx/);
    else expect(plan, plan).toMatch(/Index Only Scan using videos_published_view_count_idx/);
  });
});

function rawQuery(text: string, parameters: readonly unknown[]) {
  return { sql: text, parameters, query: { kind: 'RawNode' }, queryId: { queryId: 'explain' } } as never;
}
