import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { engineOf } from '../db/dialect.js';
import type { Executor, Tx } from '../db/transaction.js';
import type { Neighbour } from './similarity.js';

/** Rows per insert when the neighbours are written: 4 parameters each, far below either engine's limit. */
const ROWS_PER_INSERT = 500;
/** Ids per `in (...)` lookup: below SQLite's parameter limit. */
const IDS_PER_LOOKUP = 5_000;
/** Any fixed number: the advisory lock that keeps two processes from rebuilding at once on PostgreSQL. */
const REBUILD_LOCK_KEY = 160_034;

/**
 * The `video_similar` table and what the neighbour build reads. Kept apart from the request path's
 * repository because the build runs in a process of its own (docs/decisions/0042), which should load
 * the database layer and nothing else.
 */
export class NeighbourRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every member's basket for the neighbour build: their counted views (latest first), ratings of 4 or 5
   * and favourites. Read in three ordered passes and merged here; the build caps each basket's size.
   */
  async baskets(): Promise<number[][]> {
    const [views, ratings, faves] = await Promise.all([
      this.db
        .selectFrom('video_views')
        .select(['member_id', 'video_id', (eb) => eb.fn.max('id').as('last')])
        .where('member_id', 'is not', null)
        .groupBy(['member_id', 'video_id'])
        .orderBy('last', 'desc')
        .execute(),
      this.db
        .selectFrom('ratings')
        .select(['member_id', 'video_id'])
        .where('rating', '>=', 4)
        .orderBy('updated_at', 'desc')
        .execute(),
      this.db.selectFrom('favourites').select(['member_id', 'video_id']).orderBy('id', 'desc').execute(),
    ]);
    const byMember = new Map<string, number[]>();
    for (const row of [...views, ...ratings, ...faves]) {
      if (row.member_id === null) continue;
      const basket = byMember.get(row.member_id);
      if (basket) basket.push(row.video_id);
      else byMember.set(row.member_id, [row.video_id]);
    }
    return [...byMember.values()];
  }

  async hasAny(): Promise<boolean> {
    const row = await this.db.selectFrom('video_similar').select('video_id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** The lowest and highest video id, or undefined for an empty catalogue. */
  async videoIdRange(): Promise<{ low: number; high: number } | undefined> {
    const row = await this.db
      .selectFrom('videos')
      .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
      .executeTakeFirst();
    return row?.low == null || row.high == null ? undefined : { low: row.low, high: row.high };
  }

  /**
   * Replaces every video's neighbours in the caller's transaction, so readers see the old set or the new
   * one. On PostgreSQL a second process rebuilding at the same moment skips its turn (answers false).
   */
  async replaceAll(tx: Tx, neighbours: Map<number, Neighbour[]>): Promise<boolean> {
    if (engineOf(tx) === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${REBUILD_LOCK_KEY}) as locked`.execute(tx);
      if (!rows[0]?.locked) return false;
    }
    await tx.deleteFrom('video_similar').execute();
    await this.insertLive(tx, neighbours, await this.liveIds(tx));
    return true;
  }

  /**
   * Replaces the neighbours of the videos with ids from `low` to `high`, in the caller's transaction: one
   * slice of a rebuild that gives the writer's lock back between slices.
   */
  async replaceRange(tx: Tx, low: number, high: number, neighbours: Map<number, Neighbour[]>): Promise<void> {
    await tx.deleteFrom('video_similar').where('video_id', '>=', low).where('video_id', '<=', high).execute();
    const slice = new Map([...neighbours].filter(([id]) => id >= low && id <= high));
    if (slice.size === 0) return;
    const named = new Set([...slice].flatMap(([id, list]) => [id, ...list.map((n) => n.id)]));
    await this.insertLive(tx, slice, await this.liveIds(tx, [...named]));
  }

  /**
   * Which videos exist now, of all or of those named. Read inside the writing transaction: a video deleted
   * since the build read its baskets must not be written as anyone's neighbour.
   */
  private async liveIds(db: Executor, named?: number[]): Promise<Set<number>> {
    if (!named) return new Set((await db.selectFrom('videos').select('id').execute()).map((r) => r.id));
    const live = new Set<number>();
    for (let i = 0; i < named.length; i += IDS_PER_LOOKUP) {
      const rows = await db
        .selectFrom('videos')
        .select('id')
        .where('id', 'in', named.slice(i, i + IDS_PER_LOOKUP))
        .execute();
      for (const row of rows) live.add(row.id);
    }
    return live;
  }

  private async insertLive(tx: Tx, neighbours: Map<number, Neighbour[]>, live: Set<number>): Promise<void> {
    const rows = [...neighbours].flatMap(([videoId, list]) =>
      live.has(videoId)
        ? list
            .filter((n) => live.has(n.id))
            .map((n, index) => ({ video_id: videoId, similar_id: n.id, score: n.score, rank: index + 1 }))
        : [],
    );
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await tx
        .insertInto('video_similar')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
  }
}
