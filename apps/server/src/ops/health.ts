import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Check, Readiness } from '@starlane/contract';
import type { Deps } from '../deps-shape.js';
import { migrations } from '../db/migrations/index.js';
import { redisUp } from '../infra/redis.js';

/** A check that has not answered by then counts as failed: an orchestrator's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2000;

/** The key a readiness probe asks an object store about; it need not exist, the store must answer. */
const STORAGE_PROBE_KEY = 'readyz-probe';

export interface Health {
  /** Seconds this process has been up. */
  uptimeSeconds(): number;
  /** Every readiness check, run now (concurrent callers share one run). */
  readiness(): Promise<Readiness>;
}

async function timed(check: () => Promise<string>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, detail, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, detail, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (docs/decisions/0057). Readiness asks the database (a round trip), reads which
 * migrations it has applied against those this build ships, asks the media storage (the local folder is
 * writable, or the bucket answers a HEAD) and reports whether Redis is connected.
 */
export function createHealth(deps: Pick<Deps, 'database' | 'storage' | 'redis' | 'config'>): Health {
  const { database, storage, redis, config } = deps;
  const expected = Object.keys(migrations);
  const mediaDir = path.join(config.dataDir, 'media');
  let running: Promise<Readiness> | undefined;

  const checkDatabase = () =>
    timed(async () => {
      await sql`select 1`.execute(database.db);
      return `${database.engine} answers`;
    });

  const checkMigrations = () =>
    timed(async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
      const applied = new Set(rows.map((row) => row.name));
      const missing = expected.filter((name) => !applied.has(name));
      if (missing.length > 0) {
        throw new Error(
          `${missing.length} of ${expected.length} migrations not applied (first: ${missing[0]})`,
        );
      }
      return `all ${expected.length} applied`;
    });

  const checkStorage = () =>
    timed(async () => {
      if (config.storage.kind === 'local') {
        await fs.promises.access(mediaDir, fs.constants.W_OK);
        return `${mediaDir} is writable`;
      }
      await storage.exists(STORAGE_PROBE_KEY);
      return `bucket ${config.storage.bucket} answers`;
    });

  const checkRedis = async (): Promise<Readiness['checks']['redis']> => {
    if (!redis) return { ok: true, detail: 'not configured', ms: 0, required: false, configured: false };
    const up = redisUp(redis);
    return {
      ok: up,
      detail: up ? 'connected' : `not connected (${redis.status}); serving without it`,
      ms: 0,
      required: false,
      configured: true,
    };
  };

  async function run(): Promise<Readiness> {
    const [db, storageCheck, redisCheck] = await Promise.all([checkDatabase(), checkStorage(), checkRedis()]);
    const migrationsCheck: Check = db.ok
      ? await checkMigrations()
      : { ok: false, detail: 'unknown: the database does not answer', ms: 0 };
    const ready = db.ok && migrationsCheck.ok && storageCheck.ok;
    return {
      status: ready ? 'ready' : 'not ready',
      checks: { migrations: migrationsCheck, database: db, storage: storageCheck, redis: redisCheck },
    };
  }

  return {
    uptimeSeconds: () => Math.round(process.uptime()),
    readiness() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
