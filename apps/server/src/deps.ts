import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { MemoryCache, RedisCache } from './infra/cache.js';
import { systemClock } from './infra/clock.js';
import { OutboxMailer, SmtpMailer } from './infra/mailer.js';
import { MemoryRateLimiter } from './infra/rate-limiter.js';
import { RedisRateLimiter } from './infra/redis-rate-limiter.js';
import { connectRedis } from './infra/redis.js';
import { RedisBreaker } from './infra/redis-breaker.js';
import { FallbackCache, FallbackRateLimiter } from './infra/redis-fallback.js';
import { ResponseCache } from './infra/response-cache.js';
import { LocalStorage, type Storage } from './infra/storage.js';
import { EdgePurger, EdgePurgingVersions } from './infra/edge-purger.js';
import { ClusterVersions, RedisVersions } from './infra/shared-versions.js';
import { S3Storage } from './infra/s3-storage.js';
import { LocalVersions, type Versions } from './infra/versions.js';
import { edgePurges } from './ops/index.js';
import type { Deps } from './deps-shape.js';

export type { Deps } from './deps-shape.js';

/** Confirmation and reset codes travel in page URLs; they must never reach a log line. */
function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:code|token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]');
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.Password',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    destination ?? stdoutDestination(),
  );
}

/**
 * The versions of cache tags, shared with every process that serves the same site: through Redis when
 * there is one, else between the workers of this machine, else this process's own (docs/decisions/0015).
 */
function sharedVersions(
  config: Config,
  redis: { connection: Redis; breaker: RedisBreaker } | undefined,
  logger: Logger,
): Versions {
  const onError = (error: unknown) =>
    logger.warn({ err: error }, 'a cache did not hear of a bump; it may serve stale data');
  const local = new LocalVersions({ onError });
  if (redis && config.redisUrl) {
    const subscriber = connectRedis(config.redisUrl, config.redisKeyPrefix, logger);
    const channel = `${config.redisKeyPrefix}versions`;
    return new RedisVersions(local, redis.connection, subscriber, channel, onError, redis.breaker);
  }
  if (cluster.isWorker) return new ClusterVersions(local, (message) => process.send?.(message));
  return local;
}

/**
 * With edges configured (EDGE_PURGE_URLS), every bump this process makes is purged from them too
 * (docs/decisions/0061): the one point where a write says what it changed, after its commit.
 */
function withEdgePurges(config: Config, versions: Versions, logger: Logger): Versions {
  if (config.edge.purgeUrls.length === 0) return versions;
  const purger = new EdgePurger({
    urls: config.edge.purgeUrls,
    log: logger,
    onOutcome: (outcome) => edgePurges.inc({ outcome }),
  });
  return new EdgePurgingVersions(versions, purger);
}

/**
 * Log lines go to stdout without ever blocking the process (docs/decisions/0022): pino's default writes
 * synchronously and, on a pipe nobody reads (or a closed one), retries forever, freezing every request and
 * even the shutdown timer. Written asynchronously instead; at most 16 MiB wait, later lines are dropped.
 */
function stdoutDestination(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 });
  stream.on('error', () => undefined);
  return stream;
}

/**
 * Lines still waiting to be written when the process ends are dropped. pino flushes its stream synchronously
 * on exit, and sonic-boom retries a failed write there forever: with stdout's reader gone (EPIPE) the process
 * would never end, the forced exit of a stuck shutdown included. Called just before `process.exit`, after
 * the asynchronous flush has had its chance.
 */
export function abandonPendingLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  if (stream && typeof stream === 'object' && 'flushSync' in stream) {
    (stream as { flushSync: () => void }).flushSync = () => undefined;
  }
}

/** The media storage the configuration asks for (docs/decisions/0026). */
export function createStorage(config: Config, mediaDir: string): Storage {
  const storage = config.storage;
  if (storage.kind === 'local') return new LocalStorage(mediaDir, '/media', storage.publicBaseUrl);
  return new S3Storage(storage);
}

export function createDeps(config: Config, overrides: Partial<Omit<Deps, 'config'>> = {}): Deps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logger = overrides.logger ?? createLogger(config);
  const database =
    overrides.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'starlane.db'),
      onConnectionError: (error) =>
        logger.warn({ event: 'outage.database', err: error }, 'database connection lost; it will reconnect'),
    });
  const mediaDir = path.join(config.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger));
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, logger) : undefined;
  // While Redis is unreachable or frozen: caches bypassed, limits counted in this process, bumps not
  // waited for (docs/decisions/0022, 0054).
  const breaker = redis && new RedisBreaker(redis, logger);
  const fallback = breaker && {
    isUp: () => breaker.isUp(),
    guard: <T>(pending: Promise<T>) => breaker.guard(pending),
    onError: (error: unknown) => logger.debug({ err: error }, 'redis failed a command; fell back'),
  };
  const versions =
    overrides.versions ??
    withEdgePurges(
      config,
      sharedVersions(config, redis && breaker && { connection: redis, breaker }, logger),
      logger,
    );
  return {
    config,
    database,
    storage: overrides.storage ?? createStorage(config, mediaDir),
    mailer,
    limiter:
      overrides.limiter ??
      (redis && fallback
        ? new FallbackRateLimiter(new RedisRateLimiter(redis), new MemoryRateLimiter(clock), fallback)
        : new MemoryRateLimiter(clock)),
    cache:
      overrides.cache ??
      (redis && breaker && fallback
        ? new FallbackCache(new RedisCache(redis, versions, breaker), fallback)
        : new MemoryCache(clock, versions)),
    versions,
    responseCache:
      overrides.responseCache ??
      new ResponseCache({ maxBytes: config.responseCacheMaxBytes, versions, clock }),
    redis,
    clock,
    logger,
  };
}
