import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@starlane/contract': contractSource } },
  test: {
    // Vitest leaves one of the machine's two cores idle by default; the suites wait on PostgreSQL and disk
    // as much as on the CPU, so two files at a time finish about a third sooner.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of re-importing Fastify, Kysely and the app for each
    // file: the server suite ran in 145 s instead of 236 s. Each test makes its own database and data, and
    // no server test mocks a module, so nothing a file leaves behind reaches the next (decision 0035).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The process gates run on their own, one at a time (vitest.gates.config.ts), and so does the test
          // that churns schemas on the shared PostgreSQL database in a tight loop.
          exclude: ['src/gates/**', 'src/db/migrate.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Two files migrate databases side by side; a hook that makes several waits longer for its turn.
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        extends: true,
        test: { name: 'bench', root: 'bench', include: ['*.test.mjs'], environment: 'node' },
      },
    ],
  },
});
