import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './dialect.js';
import { makeCategory, makeMember, makeVideo } from '../test/factories.js';
import { createTestDatabase, testEngines } from '../test/harness.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** Runs the same queries on every engine and checks they give the same answers. */
describe('the same migrations and queries on every engine', () => {
  const handles = new Map<Engine, TestDatabase>();

  beforeAll(async () => {
    for (const engine of testEngines) handles.set(engine, await createTestDatabase(engine));
  });
  afterAll(async () => {
    for (const handle of handles.values()) await handle.dispose();
  });

  async function onEvery<T>(run: (handle: TestDatabase) => Promise<T>): Promise<T[]> {
    const results: T[] = [];
    for (const engine of testEngines) results.push(await run(handles.get(engine)!));
    return results;
  }

  it('builds every table of the model', async () => {
    // Introspection reads the handle's own schema only (db/current-schema-introspector.ts), though other
    // suites migrate schemas of their own in the same PostgreSQL database at the same time.
    const tables = await onEvery(async ({ db }) => {
      return (await db.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely_') && !n.startsWith('search_index'))
        .sort();
    });
    for (const list of tables) {
      expect(list).toEqual([
        'actors',
        'ad_events',
        'ads',
        'audit_log',
        'categories',
        'comment_reports',
        'comments',
        'dmca_notices',
        'email_tokens',
        'favourites',
        'media_jobs',
        'member_liked_actors',
        'member_liked_categories',
        'members',
        'playlist_movies',
        'playlists',
        'ratings',
        'sessions',
        'star_follows',
        'video_actors',
        'video_captions',
        'video_categories',
        'video_daily_stats',
        'video_similar',
        'video_views',
        'videos',
        'view_inbox',
        'visit_claims',
        'watch_history',
      ]);
    }
  });

  it('orders a listing by a counter with id as the tie-breaker', async () => {
    const orders = await onEvery(async ({ db }) => {
      const category = await makeCategory(db);
      for (const [title, viewCount] of [
        ['b', 5],
        ['a', 9],
        ['c', 5],
        ['d', 0],
      ] as const) {
        await makeVideo(db, { title: `order-${title}`, viewCount, categoryIds: [category.id] });
      }
      const rows = await db
        .selectFrom('videos')
        .innerJoin('video_categories', 'video_categories.video_id', 'videos.id')
        .where('video_categories.category_id', '=', category.id)
        .select(['videos.title', 'videos.view_count'])
        .orderBy('videos.view_count', 'desc')
        .orderBy('videos.id', 'desc')
        .limit(3)
        .execute();
      return rows.map((r) => r.title);
    });
    for (const order of orders) expect(order).toEqual(['order-a', 'order-c', 'order-b']);
  });

  it('keeps e-mails unique regardless of case', async () => {
    const outcomes = await onEvery(async ({ db }) => {
      await makeMember(db, { email: 'Case.Test@Example.com', userName: 'casetest' });
      return makeMember(db, { email: 'case.test@example.COM', userName: 'casetest2' }).then(
        () => 'inserted',
        () => 'rejected',
      );
    });
    expect(new Set(outcomes)).toEqual(new Set(['rejected']));
  });

  it('rejects ratings outside 1 to 5 and removes dependants with their video', async () => {
    const outcomes = await onEvery(async ({ db }) => {
      const member = await makeMember(db);
      const video = await makeVideo(db);
      const now = new Date().toISOString();
      const bad = await db
        .insertInto('ratings')
        .values({ member_id: member.id, video_id: video.id, rating: 6, created_at: now, updated_at: now })
        .execute()
        .then(
          () => 'inserted',
          () => 'rejected',
        );
      await db
        .insertInto('ratings')
        .values({ member_id: member.id, video_id: video.id, rating: 4, created_at: now, updated_at: now })
        .execute();
      await db.deleteFrom('videos').where('id', '=', video.id).execute();
      const left = await db
        .selectFrom('ratings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('video_id', '=', video.id)
        .executeTakeFirstOrThrow();
      return { bad, left: Number(left.n) };
    });
    for (const outcome of outcomes) expect(outcome).toEqual({ bad: 'rejected', left: 0 });
  });

  it('returns aggregates as plain numbers and ISO timestamps as strings', async () => {
    const results = await onEvery(async ({ db }) => {
      await makeVideo(db, { title: 'agg', length: 100, createdAt: '2026-01-02T03:04:05.000Z' });
      const row = await db
        .selectFrom('videos')
        .select((eb) => [eb.fn.sum<number>('length').as('total'), eb.fn.max('created_at').as('latest')])
        .where('title', '=', 'agg')
        .executeTakeFirstOrThrow();
      const rounded = await sql<{ v: number }>`select round(7.0 / 2, 1) as v`.execute(db);
      return { total: row.total, latest: row.latest, rounded: Number(rounded.rows[0]?.v) };
    });
    for (const result of results) {
      expect(result).toEqual({ total: 100, latest: '2026-01-02T03:04:05.000Z', rounded: 3.5 });
      expect(typeof result.total).toBe('number');
    }
  });
});
