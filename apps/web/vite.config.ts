import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The shared zod schemas and constants, compiled from source (no build step needed). */
const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** Paths the Fastify server answers; the dev server forwards them so cookies stay same-origin. */
const SERVER_PATHS = [
  '/api',
  '/media',
  '/social-image.jpg',
  '/pingauth',
  '/login',
  '/logout',
  '/register',
  '/manage',
];
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

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  // The server bundle carries React inside it (noExternal below), and a server build keeps
  // process.env.NODE_ENV for run time, where nothing sets it: React's development build then renders every
  // page, several times slower, with its checks and warnings. The bundle is built for the mode it is
  // built in, like the browser's (docs/decisions/0049).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  // Bootstrap is compiled from its Sass modules (src/styles/bootstrap.scss, docs/decisions/0077); its
  // sources still use @import and colour functions Sass warns about, which are not ours to change.
  css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } } },
  resolve: { alias: { '@starlane/contract': contractSource, '@': srcDir } },
  server: { port: 5173, proxy },
  // The server-rendering bundle (entry-server.tsx) is self-contained: react-bootstrap and its helpers deep-
  // import directories ("react-bootstrap/Modal"), which Node's ESM loader will not resolve from node_modules.
  ssr: { noExternal: true },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // bench/ reads it to work out each route's initial JavaScript.
    manifest: true,
    target: 'es2022',
    // Every browser the target reaches either follows <link rel="modulepreload"> or, without it, simply
    // loads the modules when imported: the polyfill (0.5 KB in every page's first script) buys nothing.
    modulePreload: { polyfill: false },
    // One immutable stylesheet for the whole app, loaded without blocking the first paint; each server-
    // rendered page carries the rules its own markup uses inline (docs/decisions/0077).
    cssCodeSplit: false,
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
}));
