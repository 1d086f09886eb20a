import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@starlane/contract': contractSource } },
  test: {
    // Vitest leaves one of the machine's two cores idle by default; the suites wait on PostgreSQL and disk
    // as much as on the CPU, so two files at a time finish about a third sooner.
    maxWorkers: 2,
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
          // The process gates run on their own, one at a time (vitest.gates.config.ts).
          exclude: ['src/gates/**'],
          environment: 'node',
          testTimeout: 30_000,
          // Two files migrate databases side by side; a hook that makes several waits longer for its turn.
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
