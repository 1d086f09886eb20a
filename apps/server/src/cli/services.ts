import type { Config } from '../config.js';
import { createDeps, type Deps } from '../deps.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Versions } from '../infra/versions.js';
import { createServices, type Services } from '../services.js';

/**
 * Runs a command's work on this configuration's database, migrated to the latest schema, and closes what it
 * opened however the work ends: the edges hear of what changed before the command ends (docs/decisions/0061),
 * and no connection to Redis or the database holds the process open once it has.
 */
export async function withDeps<T>(
  config: Config,
  overrides: Partial<Omit<Deps, 'config'>>,
  work: (deps: Deps) => Promise<T>,
): Promise<T> {
  const deps = createDeps(config, overrides);
  try {
    await migrateToLatest(deps.database.db);
    return await work(deps);
  } finally {
    await closeVersions(deps.versions);
    deps.redis?.disconnect();
    await deps.database.close();
  }
}

/** `withDeps`, for work done through the services the server builds (nothing of theirs is started). */
export function withServices<T>(
  config: Config,
  overrides: Partial<Omit<Deps, 'config'>>,
  work: (services: Services, deps: Deps) => Promise<T>,
): Promise<T> {
  return withDeps(config, overrides, (deps) => work(createServices(deps), deps));
}

/** Sends the purges under way and ends the versions' connections (Redis pub/sub), when they have any. */
async function closeVersions(versions: Versions): Promise<void> {
  const closable = versions as Versions & { close?: () => Promise<void> };
  await closable.close?.();
}
