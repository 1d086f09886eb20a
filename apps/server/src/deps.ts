import fs from 'node:fs';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { LocalStorage, type Storage } from './media/storage.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from the outside world, built once at start and passed down. */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  clock: Clock;
  logger: Logger;
}

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
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
  });
}

export function createDeps(config: Config, overrides: Partial<Omit<Deps, 'config'>> = {}): Deps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logger = overrides.logger ?? createLogger(config);
  const database =
    overrides.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'starlane.db') });
  const mediaDir = path.join(config.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  return {
    config,
    database,
    storage: overrides.storage ?? new LocalStorage(mediaDir, '/media'),
    clock: overrides.clock ?? systemClock,
    logger,
  };
}
