import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
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

/**
 * The Bootstrap family of rules each react-bootstrap component renders. react-bootstrap builds most of its
 * class names at run time from a prefix (`${prefix}-nav`, `${prefix}-icon`, `${prefix}-${variant}`), which no
 * scan of its sources can see: the header lost `.navbar-nav` and `.navbar-toggler-icon` that way
 * (docs/decisions/0050). So the families of the components we import are kept whole, and a component
 * imported without an entry here stops the build instead of losing its rules.
 */
const COMPONENT_FAMILIES: Record<string, RegExp[]> = {
  Alert: [/^alert/],
  Button: [/^btn/],
  Col: [/^col/, /^row/],
  Container: [/^container/],
  Form: [/^form-/, /^was-validated$/, /^is-(in)?valid$/, /^(in)?valid-(feedback|tooltip)$/],
  Modal: [/^modal/, /^fade$/, /^show$/],
  Nav: [/^nav$/, /^nav-/],
  Navbar: [/^navbar/, /^nav$/, /^nav-/, /^collapse/, /^collapsing$/, /^show$/],
  Tab: [/^tab-/, /^nav-/],
  Table: [/^table/],
  Tabs: [/^nav-/, /^tab-/],
};

/** The react-bootstrap modules our sources import (`react-bootstrap/Navbar`), read from the sources. */
function importedReactBootstrapComponents(): string[] {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry)) continue;
    const text = fs.readFileSync(path.join(srcDir, entry), 'utf8');
    for (const match of text.matchAll(/from 'react-bootstrap\/([A-Za-z]+)'/g)) names.add(match[1]);
  }
  const missing = [...names].filter((name) => !COMPONENT_FAMILIES[name]);
  if (missing.length > 0) {
    throw new Error(
      `vite.config.ts: react-bootstrap/${missing.join(', react-bootstrap/')} imported, but its Bootstrap rules are not listed in COMPONENT_FAMILIES`,
    );
  }
  return [...names].sort();
}

/**
 * Bootstrap's stylesheet cut to the selectors the app can use (docs/decisions/0040): whatever names appear
 * in our sources, index.html and react-bootstrap's own modules are kept. react-bootstrap also composes
 * names at run time from props (`btn-${variant}`, `col-lg-${span}`, `navbar-expand-${expand}`,
 * `container-${fluid}`, `text-bg-${bg}`), and state classes are added by scripts (`show`, `fade`,
 * `collapsing`, `modal-open`, validation): those families are kept whole. Only Bootstrap's file is cut; our
 * own stylesheets are small and all used.
 */
function purgeBootstrap(): PostcssPlugin {
  const components = importedReactBootstrapComponents();
  const purge = purgeCss({
    content: [
      fileURLToPath(new URL('./index.html', import.meta.url)),
      `${srcDir}/**/*.{ts,tsx}`,
      // The react-bootstrap components the app imports (and the ones they render), not all of them.
      fileURLToPath(
        new URL(
          `../../node_modules/react-bootstrap/esm/{${[...components, 'Close', 'Dropdown', 'Fade', 'Feedback', 'Row', 'Switch'].join(',')}}*.js`,
          import.meta.url,
        ),
      ),
    ],
    // Custom properties are cheap and read through var() chains PurgeCSS cannot follow.
    variables: false,
    keyframes: false,
    fontFace: false,
    safelist: {
      standard: [
        /^btn-/,
        /^alert-/,
        /^col-(sm|md|lg|xl|xxl)-/,
        /^row-cols-/,
        /^container-/,
        /^navbar-expand/,
        /^nav-(pills|tabs|underline|fill|justified)$/,
        /^modal/,
        /^dropdown-menu/,
        /^form-(control|select|check|text|label|switch)/,
        /^table-/,
        /^text-bg-/,
        /^tab-/,
        /^(fade|show|showing|hiding|collapse|collapsing|active|disabled|dropup|dropend|dropstart)$/,
        /^(was-validated|is-valid|is-invalid|valid-feedback|invalid-feedback)$/,
        /^sl-/,
        ...components.flatMap((name) => COMPONENT_FAMILIES[name] ?? []),
      ],
      greedy: [/data-bs-theme/, /data-bs-popper/],
    },
  });
  const bootstrapFile = /[\\/]node_modules[\\/]bootstrap[\\/]/;
  return {
    postcssPlugin: 'purge-bootstrap',
    async OnceExit(root, helpers) {
      if (!bootstrapFile.test(root.source?.input.file ?? '')) return;
      await (purge as PostcssPlugin).OnceExit?.(root, helpers);
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  // The server bundle carries React inside it (noExternal below), and a server build keeps
  // process.env.NODE_ENV for run time, where nothing sets it: React's development build then renders every
  // page, several times slower, with its checks and warnings. The bundle is built for the mode it is
  // built in, like the browser's (docs/decisions/0049).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  css: { postcss: { plugins: [purgeBootstrap()] } },
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
    // One stylesheet for the whole app, inlined into every page by the server (docs/decisions/0040): no
    // render-blocking request, and no page module's CSS arriving after the server-rendered HTML painted.
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
