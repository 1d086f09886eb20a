import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { engineOf } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { NeighbourRepository } from './neighbours.repository.js';
import { buildNeighbours } from './similarity.js';

export interface RebuildResult {
  /** Videos that got neighbours. */
  videos: number;
  /** False when another process was rebuilding at the same moment (PostgreSQL) and this one stood aside. */
  written: boolean;
}

/** Videos whose neighbours one SQLite write transaction replaces (about 3,000 rows). */
export const VIDEOS_PER_SLICE = 100;
/** The longest rest between two slices. */
const MAX_REST_MS = 50;

/**
 * The neighbour rebuild (docs/decisions/0034, 0042): reads every basket, builds, writes.
 *
 * On PostgreSQL the new set replaces the old in one transaction, which blocks no one there. On SQLite one
 * transaction holds the single writer's lock throughout, and on a large catalogue (2.9M rows for 100k videos)
 * the other connections' writes (view folds, ratings) would wait past their busy timeout. So SQLite writes a
 * slice of videos per transaction and rests as long as the slice took, leaving the lock free half the time;
 * meanwhile a reader sees each video's old neighbours or its new ones, never a mix.
 */
export async function rebuildNeighbours(
  db: Kysely<Database>,
  { videosPerSlice = VIDEOS_PER_SLICE }: { videosPerSlice?: number } = {},
): Promise<RebuildResult> {
  const repository = new NeighbourRepository(db);
  const neighbours = await buildNeighbours(await repository.baskets());
  const range = engineOf(db) === 'sqlite' ? await repository.videoIdRange() : undefined;
  if (!range) {
    const written = await db.transaction().execute((tx) => repository.replaceAll(tx, neighbours));
    return { videos: neighbours.size, written };
  }
  for (let low = range.low; low <= range.high; low += videosPerSlice) {
    const started = performance.now();
    await db
      .transaction()
      .execute((tx) => repository.replaceRange(tx, low, low + videosPerSlice - 1, neighbours));
    await sleep(Math.min(MAX_REST_MS, Math.max(1, performance.now() - started)));
  }
  return { videos: neighbours.size, written: true };
}
