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
    // One jsdom per worker rather than per file: 84 s -> 19 s. Testing Library unmounts after every test;
    // the one module mock (hls.js) is needed only by the player, the one file that imports it (decision 0035).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
