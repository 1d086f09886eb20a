// `npm start`: build what is stale, then run the server (which migrates and seeds on first start).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const outputs = [
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist/ssr/entry-server.js',
].map((p) => path.join(root, p));
const sources = [
  'packages/contract/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
const builtAt = Math.min(...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the server and the web app...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [path.join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
