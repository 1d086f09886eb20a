import fs from 'node:fs';
import path from 'node:path';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { LocalStorage, type Storage } from './media/storage.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer.js';
import { MemoryRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import { RedisRateLimiter } from './security/redis-rate-limiter.js';
import type { Redis } from 'ioredis';
import { connectRedis } from './infra/redis.js';
import { MemoryCache, RedisCache, type Cache } from './infra/cache.js';
import { MemoryViewBuffer, RedisViewBuffer, ViewRecorder } from './videos/view-recorder.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from the outside world, built once at start and passed down. */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  limiter: RateLimiter;
  cache: Cache;
  views: ViewRecorder;
  /** Present when REDIS_URL is set: then limits, caches and buffered views are shared by every process. */
  redis: Redis | undefined;
  clock: Clock;
  logger: Logger;
}

/** Confirmation and reset codes travel in page URLs; they must never reach a log line. */
export function redactUrl(url: string): string {
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
    destination,
  );
}

export function createDeps(config: Config, overrides: Partial<Omit<Deps, 'config'>> = {}): Deps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logger = overrides.logger ?? createLogger(config);
  const database =
    overrides.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'starlane.db') });
  const mediaDir = path.join(config.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger));
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  return {
    config,
    database,
    storage: overrides.storage ?? new LocalStorage(mediaDir, '/media'),
    mailer,
    limiter: overrides.limiter ?? (redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(clock)),
    cache: overrides.cache ?? (redis ? new RedisCache(redis) : new MemoryCache(clock)),
    views:
      overrides.views ??
      new ViewRecorder(
        database.db,
        redis ? new RedisViewBuffer(redis) : new MemoryViewBuffer(),
        config.viewFlushMs,
        logger,
      ),
    redis,
    clock,
    logger,
  };
}
