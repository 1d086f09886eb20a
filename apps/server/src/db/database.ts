import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type KyselyConfig, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.js';
import { withNamedStatements } from './named-statements.js';
import type { Database } from './schema.js';
import type { Engine } from './dialect.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Human-readable location, for logs (never includes a password). */
  location: string;
  /**
   * How another process opens the same database (a background job, docs/decisions/0042); absent
   * for an in-memory SQLite database, which no other connection can see.
   */
  reopen?: ReopenOptions;
  /** Tells `observer` each query's time in milliseconds and whether it failed (the metrics, ops/metrics.ts). */
  observeQueries(observer: QueryObserver): void;
  /** PostgreSQL only: the pool's connections now, and the queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type QueryObserver = (durationMs: number, failed: boolean) => void;

/**
 * Kysely's log hook, passing each query's time to the observers added later; a `log` given in the options
 * (a test's own) replaces it.
 */
function queryLog(options: DatabaseOptions): {
  log: KyselyConfig['log'];
  observe: (o: QueryObserver) => void;
} {
  const observers: QueryObserver[] = [];
  const log: KyselyConfig['log'] =
    options.log ??
    ((event) => {
      for (const observer of observers) observer(event.queryDurationMillis, event.level === 'error');
    });
  return { log, observe: (observer) => observers.push(observer) };
}

/** The part of DatabaseOptions that can cross to another process (plain data, no functions). */
export type ReopenOptions = Pick<DatabaseOptions, 'databaseUrl' | 'sqliteFile' | 'searchPath'>;

export interface DatabaseOptions {
  /** A postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL only: the schema to use (tests isolate themselves in one schema each). */
  searchPath?: string;
  poolSize?: number;
  log?: KyselyConfig['log'];
  /**
   * PostgreSQL only: told of connection errors outside any query (the server restarted, an administrator
   * ended the connection). Without a listener such an error would end the process; with it the broken
   * connection is dropped and the next query opens a new one.
   */
  onConnectionError?: (error: Error) => void;
}

// PostgreSQL returns COUNT(*) and SUM() as bigint strings; the numbers we count stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is down a request fails fast (503, docs/decisions/0022) instead of queueing.
      connectionTimeoutMillis: 3000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
    });
    const onError = options.onConnectionError ?? (() => undefined);
    // The pool listens on idle connections only; a connection checked out (inside a transaction, between
    // two statements) that breaks emits 'error' on its client, so every client gets a listener of its own.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const queries = queryLog(options);
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({ pool: withNamedStatements(pool) }),
      log: queries.log,
    });
    return {
      db,
      engine: 'postgres',
      observeQueries: queries.observe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      location: `postgres://${url.host}${url.pathname}${options.searchPath ? ` (schema ${options.searchPath})` : ''}`,
      reopen: {
        databaseUrl: options.databaseUrl,
        ...(options.searchPath ? { searchPath: options.searchPath } : {}),
      },
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; NORMAL is durable across app crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  const queries = queryLog(options);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: queries.log,
  });
  return {
    db,
    engine: 'sqlite',
    observeQueries: queries.observe,
    location: file,
    ...(file === ':memory:' ? {} : { reopen: { sqliteFile: file } }),
    close: () => db.destroy(),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and on a hot read preparing costs more than running. The same SQL text
 * reuses its prepared statement (least recently used dropped past 500); a statement still busy iterating is
 * never shared.
 *
 * Transactions begin IMMEDIATE: they take the write lock at once, waiting up to the busy timeout for it.
 * A deferred transaction that reads and then writes while another process (a worker, docs/decisions/0016)
 * committed in between fails with SQLITE_BUSY at once, busy timeout or not.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const text = sqlText === 'begin' ? 'begin immediate' : sqlText;
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
