/*
 * The shape of the deps, apart from how deps.ts builds them: the operations code (ops/) reads them while
 * deps.ts wires its metrics in, and a type of its own keeps the two from importing each other.
 */
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Cache } from './infra/cache.js';
import type { Clock } from './infra/clock.js';
import type { Mailer } from './infra/mailer.js';
import type { RateLimiter } from './infra/rate-limiter.js';
import type { ResponseCache } from './infra/response-cache.js';
import type { Storage } from './infra/storage.js';
import type { Versions } from './infra/versions.js';

/**
 * Everything the app needs from the outside world, built once at start and passed down; the services are
 * built from it in one place (services.ts).
 */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Hot shared values; checked against `versions`. */
  cache: Cache;
  /** The versions of cache tags: writes bump them, caches compare them (docs/decisions/0011). */
  versions: Versions;
  /** Serialized answers (API bodies, rendered HTML) of anonymous reads, bounded by RESPONSE_CACHE_MB. */
  responseCache: ResponseCache;
  /** Present when REDIS_URL is set: then rate limits, caches and cache-tag versions are shared by every process. */
  redis: Redis | undefined;
  clock: Clock;
  logger: Logger;
}
