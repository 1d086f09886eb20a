import { buildApp } from './app.js';
import { loadConfigForCli } from './config.js';
import { createDeps } from './deps.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';
import { assertRedisReachable } from './infra/redis.js';

if (process.argv.includes('--help')) {
  console.log(`Usage: node apps/server/dist/main.js

Starts the Starlane server: migrates the database, seeds the demo catalogue when the
database is empty (unless SEED_DEMO=false) and serves the API, media and web app.
Configuration comes from the environment and a .env file; see README.md.`);
  process.exit(0);
}

const config = loadConfigForCli();
if (!config) process.exit(1);

const deps = createDeps(config);
const { logger } = deps;
const started = performance.now();

if (deps.redis) {
  await assertRedisReachable(deps.redis);
  logger.info('redis ready: rate limits, caches and view buffers are shared');
}

const applied = await migrateToLatest(deps.database.db);
logger.info({ database: deps.database.location, applied }, 'database ready');

if (config.seedDemo && (await isDatabaseEmpty(deps.database.db))) {
  logger.info('empty database: seeding the demo catalogue');
  const summary = await seedDemo(deps, {});
  logger.info({ summary }, 'demo catalogue seeded');
}

const app = await buildApp(deps);
deps.views.start();
await app.listen({ port: config.port, host: config.host });
logger.info(
  `${config.siteName} is up on ${config.publicUrl} (ready in ${Math.round(performance.now() - started)} ms)`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    // Buffered views are written before the database closes, so a restart loses none.
    await deps.views.stop();
    await deps.redis?.quit();
    await deps.database.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
