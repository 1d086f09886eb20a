import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@starlane/contract': contractSource, '@': srcDir } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Each file gets its own jsdom and modules (decision 0035, amended): sharing them saved about 30 s, but
    // module state (the toast store, caches) and storage left by one file failed tests of the next one now
    // and then, in an order only the whole run produced.
    isolate: true,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
