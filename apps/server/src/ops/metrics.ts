import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import client from 'prom-client';
import type { Deps } from '../deps-shape.js';
import { routeLimitOf } from '../http/rate-limits.js';

/**
 * The process's metrics in Prometheus's text format (docs/decisions/0057). One registry per process; in a
 * cluster each worker's series carry `worker` (its cluster id) and the primary gathers every worker's
 * series into one scrape (ops/metrics-endpoint.ts), so `sum(rate(...))` is the site and each process is
 * still told apart.
 */
export const registry = new client.Registry();
if (cluster.isWorker && cluster.worker) {
  registry.setDefaultLabels({ worker: String(cluster.worker.id) });
  // A worker answers the primary's requests for its series (prom-client listens once one is made).
  client.AggregatorRegistry.setRegistries([registry]);
  new client.AggregatorRegistry();
}
// Event-loop lag (a histogram of its delay), RSS, heap, GC, handles: prom-client's own process metrics.
client.collectDefaultMetrics({ register: registry, prefix: 'starlane_', eventLoopMonitoringPrecision: 20 });

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new client.Counter({
  name: 'starlane_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'starlane_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

export const rateLimitRefusals = new client.Counter({
  name: 'starlane_rate_limit_refusals_total',
  help: 'Requests refused with 429, by limiter (route bucket, or accounts for sign-in, sign-up and mail)',
  labelNames: ['limiter'] as const,
  registers: [registry],
});

export const shedRequests = new client.Counter({
  name: 'starlane_shed_requests_total',
  help: 'Requests answered 503 by load shedding, by the reason (event loop lag or heap)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const edgePurges = new client.Counter({
  name: 'starlane_edge_purges_total',
  help: 'Purges sent to the edge cache, by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const dbQueryDuration = new client.Histogram({
  name: 'starlane_db_query_duration_seconds',
  help: 'Time of each database query, by engine and outcome',
  labelNames: ['engine', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

/** Where the response cache is counted: API answers and pages share one store. */
const responseCacheKinds = ['api', 'html'] as const;

/** Route pattern of the URLs the server's fast path answers from memory, learnt from the routes. */
const fastPathRoutes = new Map<string, string>();
const FAST_PATH_ROUTES_MAX = 10_000;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).toLowerCase();
}

/**
 * The metrics read from the deps at scrape time: the response cache, the database pool and, in the process
 * that runs the site's jobs (one per site), the site-wide figures kept in the database (media jobs,
 * sessions, the view inbox), so that a cluster does not count them once per worker.
 */
function registerDepsCollectors(deps: Deps): void {
  for (const name of [
    'starlane_response_cache_lookups_total',
    'starlane_response_cache_evictions_total',
    'starlane_response_cache_bytes',
    'starlane_response_cache_entries',
    'starlane_db_pool_connections',
    'starlane_media_jobs',
    'starlane_media_job_last_hour_seconds',
    'starlane_sessions',
    'starlane_view_inbox_depth',
    'starlane_view_inbox_fold_lag_seconds',
  ]) {
    registry.removeSingleMetric(name);
  }
  const cache = deps.responseCache;
  new client.Counter({
    name: 'starlane_response_cache_lookups_total',
    help: 'Response cache lookups, by kind (api: serialized API answers, html: rendered pages) and result',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
    collect() {
      const stats = cache.stats();
      this.reset();
      const counts = {
        api: { hit: stats.hits - stats.htmlHits, miss: stats.misses - stats.htmlMisses },
        html: { hit: stats.htmlHits, miss: stats.htmlMisses },
      };
      for (const kind of responseCacheKinds) {
        this.inc({ kind, result: 'hit' }, counts[kind].hit);
        this.inc({ kind, result: 'miss' }, counts[kind].miss);
      }
    },
  });
  new client.Counter({
    name: 'starlane_response_cache_evictions_total',
    help: 'Answers dropped from the response cache to keep it under RESPONSE_CACHE_MB',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats().evictions);
    },
  });
  new client.Gauge({
    name: 'starlane_response_cache_bytes',
    help: 'What the response cache holds, in bytes',
    registers: [registry],
    collect() {
      this.set(cache.stats().bytes);
    },
  });
  new client.Gauge({
    name: 'starlane_response_cache_entries',
    help: 'Answers the response cache holds',
    registers: [registry],
    collect() {
      this.set(cache.stats().entries);
    },
  });
  const pool = deps.database.poolStats;
  if (pool) {
    new client.Gauge({
      name: 'starlane_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting: queries waiting for a connection)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  if (!deps.config.siteJobs) return;
  const db = deps.database.db;
  new client.Gauge({
    name: 'starlane_media_jobs',
    help: 'Media jobs by state (queued, running, done, failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('media_jobs')
        .select(['status', db.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const state of ['queued', 'running', 'done', 'failed']) {
        this.set({ state }, Number(rows.find((row) => row.status === state)?.n ?? 0));
      }
    },
  });
  new client.Gauge({
    name: 'starlane_media_job_last_hour_seconds',
    help: 'Duration of the media jobs finished in the last hour (from creation to finish), by statistic (avg, max)',
    labelNames: ['stat'] as const,
    registers: [registry],
    async collect() {
      const since = new Date(Date.now() - 3_600_000).toISOString();
      const rows = await db
        .selectFrom('media_jobs')
        .select(['created_at', 'finished_at'])
        .where('finished_at', '>=', since)
        .execute();
      const seconds = rows
        .filter((row) => row.finished_at !== null)
        .map((row) => (Date.parse(row.finished_at!) - Date.parse(row.created_at)) / 1000);
      this.set({ stat: 'avg' }, seconds.length ? seconds.reduce((a, b) => a + b, 0) / seconds.length : 0);
      this.set({ stat: 'max' }, seconds.length ? Math.max(...seconds) : 0);
    },
  });
  new client.Gauge({
    name: 'starlane_sessions',
    help: 'Member sessions that have not expired',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('sessions')
        .select(db.fn.countAll<number>().as('n'))
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new client.Gauge({
    name: 'starlane_view_inbox_depth',
    help: 'Counted views waiting in the view inbox for the next fold',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('view_inbox')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new client.Gauge({
    name: 'starlane_view_inbox_fold_lag_seconds',
    help: 'Age of the oldest view waiting in the inbox (0 when it is empty)',
    registers: [registry],
    async collect() {
      const row = await sql<{
        oldest: string | null;
      }>`select min(viewed_at) as oldest from view_inbox`.execute(db);
      const oldest = row.rows[0]?.oldest;
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });
}

/** Databases whose queries are timed already (an app built twice on one database counts them once). */
const observedDatabases = new WeakSet<object>();

function observeQueries(database: Deps['database']): void {
  if (observedDatabases.has(database.db)) return;
  observedDatabases.add(database.db);
  const engine = database.engine;
  const ok = dbQueryDuration.labels({ engine, outcome: 'ok' });
  const error = dbQueryDuration.labels({ engine, outcome: 'error' });
  database.observeQueries((durationMs, failed) => (failed ? error : ok).observe(durationMs / 1000));
}

/**
 * The counter and histogram children of each method, route and status, made once: prom-client hashes a
 * label object on every `inc` and `observe` (its keys sorted, a string built), which is the most a request
 * pays for being counted (the metrics' budget, docs/decisions/0075). Bounded: a flood of odd methods
 * cannot grow it past a few thousand.
 */
const CHILDREN_MAX = 4096;
const requestChildren = new Map<string, client.Counter.Internal>();
const durationChildren = new Map<string, client.Histogram.Internal<'method' | 'route'>>();

function childOf<T>(children: Map<string, T>, key: string, make: () => T): T {
  let child = children.get(key);
  if (child === undefined) {
    if (children.size >= CHILDREN_MAX) children.clear();
    child = make();
    children.set(key, child);
  }
  return child;
}

function record(request: IncomingMessage, response: ServerResponse, started: bigint, route: string): void {
  const method = request.method ?? 'GET';
  const status = response.statusCode;
  const key = `${method} ${route}`;
  childOf(requestChildren, `${key} ${status}`, () =>
    httpRequests.labels(method, route, String(status)),
  ).inc();
  childOf(durationChildren, key, () => httpDuration.labels(method, route)).observe(
    Number(process.hrtime.bigint() - started) / 1e9,
  );
}

const routeOfRaw = new WeakMap<IncomingMessage, string>();

/**
 * Counts every request the server answers, the response cache's fast path included (it answers before
 * Fastify routes, so the raw server is listened to), by route pattern: a routed request's own; a fast-path
 * hit's learnt from the route that first answered its URL; `(unmatched)` for a 404 no route took.
 */
export function registerHttpMetrics(app: FastifyInstance, deps: Deps): void {
  registerDepsCollectors(deps);
  observeQueries(deps.database);
  app.addHook('onRequest', async (request) => {
    const pattern = request.routeOptions.url;
    if (pattern === undefined) return;
    routeOfRaw.set(request.raw, pattern);
    if (request.routeOptions.config.cacheTags && request.method === 'GET') {
      if (fastPathRoutes.size >= FAST_PATH_ROUTES_MAX) fastPathRoutes.clear();
      fastPathRoutes.set(pathOf(request.url), pattern);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 429) return;
    rateLimitRefusals.inc({ limiter: routeLimitOf(request)?.bucket ?? 'accounts' });
  });
  const server: Server = app.server;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.once('close', () => {
      const route =
        routeOfRaw.get(request) ?? fastPathRoutes.get(pathOf(request.url ?? '/')) ?? '(unmatched)';
      record(request, response, started, route);
    });
  });
}
