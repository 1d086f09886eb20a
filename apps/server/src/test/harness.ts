import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { engineOf, type Engine } from '../db/dialect.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest, migrateUpTo } from '../db/migrate.js';
import { loadConfig, type Config } from '../config.js';
import { createDeps, createLogger, type Deps } from '../deps.js';
import type { Clock } from '../infra/clock.js';
import { createServices, type Services } from '../services.js';
import { buildApp, type App } from '../app.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
if (postgresProblem) {
  if (process.env.CI) {
    throw new Error(
      `PostgreSQL is required under CI but ${TEST_DATABASE_URL} is unreachable: ${postgresProblem}`,
    );
  }
  console.warn(`PostgreSQL suites skipped: cannot reach ${TEST_DATABASE_URL} (${postgresProblem})`);
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function probeRedis(): Promise<string | undefined> {
  const { Redis } = await import('ioredis');
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

const redisProblem = await probeRedis();
if (redisProblem) {
  if (process.env.CI)
    throw new Error(`Redis is required under CI but ${TEST_REDIS_URL} is unreachable: ${redisProblem}`);
  console.warn(`Redis suites skipped: cannot reach ${TEST_REDIS_URL} (${redisProblem})`);
}
/** Whether the Redis-backed suites run (always in CI). */
export const redisAvailable = !redisProblem;
/** Whether the two-process suite can run: it needs PostgreSQL and Redis. */
export const scaleOutAvailable = !redisProblem && !postgresProblem;

/** The engines every integration suite runs on: SQLite always, PostgreSQL when reachable (always in CI). */
export const testEngines: Engine[] = postgresProblem ? ['sqlite'] : ['sqlite', 'postgres'];

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-01-15T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Creating a test schema's tables and dropping another's take turns under one advisory lock. Introspection
 * reads only the connection's own schema (db/current-schema-introspector.ts), so a schema dropped meanwhile
 * no longer fails a migration; the lock still keeps two files' DDL from contending on the catalogue.
 */
const SCHEMA_LOCK = 72_700_701;

async function withSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    // Ending the session releases its advisory lock.
    await client.end();
  }
}

/** Runs the migrations up to `name` in a migration's own test, taking turns with the other test files. */
export function migrateTestUpTo(db: DatabaseHandle['db'], name: string): Promise<string[]> {
  return engineOf(db) === 'postgres' ? withSchemaLock(() => migrateUpTo(db, name)) : migrateUpTo(db, name);
}

/**
 * A fresh, migrated database of its own: a temp SQLite file, or a PostgreSQL schema dropped afterwards.
 * `upTo` stops after that migration (for a migration's own test).
 */
export async function createTestDatabase(
  engine: Engine,
  upTo?: string,
): Promise<DatabaseHandle & { dispose: () => Promise<void> }> {
  const migrate = (db: DatabaseHandle['db']) => (upTo ? migrateUpTo(db, upTo) : migrateToLatest(db));
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-test-'));
    const handle = openDatabase({ sqliteFile: path.join(dir, 'test.db') });
    await migrate(handle.db);
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, poolSize: 4 });
  await withSchemaLock(() => migrate(handle.db));
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await withSchemaLock(() => cleanup.query(`drop schema ${schema} cascade`));
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-data-'));
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    VIEW_FLUSH_MS: '0',
    // Tests share a busy machine: a slow turn of theirs is not an overload (ops/load-shedding.test.ts tests it).
    SHED_EVENT_LOOP_LAG_MS: '0',
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  deps: Deps;
  services: Services;
  clock: TestClock;
  engine: Engine;
}

/** Registers hooks that build an app on a fresh database for the enclosing describe block. */
export function useTestApp(
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  options: { logger?: Logger } = {},
): TestContext {
  const ctx = { engine } as TestContext;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const config = testConfig(env);
    ctx.clock = new TestClock();
    ctx.deps = createDeps(config, {
      database,
      clock: ctx.clock,
      logger: options.logger ?? createLogger({ logLevel: 'silent' }),
    });
    ctx.services = createServices(ctx.deps);
    ctx.app = await buildApp(ctx.deps, ctx.services);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await database?.dispose();
    // When the setup failed there is nothing more to clean, and its error is the one to read.
    if (ctx.deps) fs.rmSync(ctx.deps.config.dataDir, { recursive: true, force: true });
  });
  return ctx;
}
