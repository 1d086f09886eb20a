import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The shared zod schemas and constants, compiled from source (no build step needed). */
const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** Paths the Fastify server answers; the dev server forwards them so cookies stay same-origin. */
const SERVER_PATHS = ['/api', '/media', '/pingauth', '/login', '/logout', '/register', '/manage'];
const serverUrl = process.env.STARLANE_SERVER_URL ?? 'http://localhost:3000';

/**
 * /login and /register are both API calls (POST) and pages of the app (GET); a browser asking for a page
 * gets the app's index.html instead of being forwarded.
 */
const PAGES_TOO = new Set(['/login', '/register']);
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  SERVER_PATHS.map((path) => [
    path,
    {
      target: serverUrl,
      changeOrigin: false,
      bypass: (req) =>
        PAGES_TOO.has(path) && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
          ? '/index.html'
          : undefined,
    },
  ]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@starlane/contract': contractSource, '@': srcDir } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // bench/ reads it to work out each route's initial JavaScript.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The contract's modules only declare schemas and constants: when the web imports just types and
      // constants from it, zod's schema builders (≈26 KB gzipped) stay out of the bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contract/') },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place as annotations; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
