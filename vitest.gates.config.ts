import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

/**
 * The process gates (crash safety, outages, soak, shutdown: apps/server/src/gates) measure whole server
 * processes under load, so they run one file at a time and after the other suites (`npm test` runs them
 * last), never beside each other or beside hundreds of other tests on the same cores.
 */
export default defineConfig({
  resolve: { alias: { '@starlane/contract': contractSource } },
  test: {
    name: 'gates',
    root: 'apps/server',
    // migrate.test.ts makes and drops schemas in a tight loop to prove that migrations survive it. Since
    // introspection reads only the connection's own schema, other suites would survive it too, but a
    // tight loop of DDL beside them would slow them down for nothing.
    include: ['src/gates/**/*.test.ts', 'src/db/migrate.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
