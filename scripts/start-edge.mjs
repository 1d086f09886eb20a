// `npm run start:edge`: Varnish (deploy/varnish/starlane.vcl, docs/decisions/0060) on EDGE_PORT (default 8080,
// on EDGE_HOST, default 127.0.0.1) in front of the server `npm start` runs, which is told to purge it
// (EDGE_PURGE_URLS, unless set) and to trust one proxy hop (TRUST_PROXY, unless set). Stops both on SIGTERM or
// SIGINT; when either ends, the other is stopped too. Needs the Debian packages varnish and varnish-modules.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { edgeVcl, findVarnishd, VARNISH_PACKAGES } from './edge-vcl.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const fail = (message) => {
  console.error(`start:edge: ${message}`);
  process.exit(1);
};

const varnishd = findVarnishd();
if (!varnishd) {
  fail(
    `varnishd was not found. Install Varnish 7 and its modules (xkey): apt-get install ${VARNISH_PACKAGES}`,
  );
}
const port = (name, fallback) => {
  const value = process.env[name]?.trim() || String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    fail(`${name} must be a port number from 1 to 65535 (got ${JSON.stringify(value)})`);
  }
  return Number(value);
};
const edgePort = port('EDGE_PORT', 8080);
const edgeHost = process.env.EDGE_HOST?.trim() || '127.0.0.1';
const serverPort = port('PORT', 3000);
if (serverPort === edgePort) fail(`EDGE_PORT and PORT must differ (both ${edgePort})`);
// Varnish needs one address for its backend: a name such as localhost may resolve to two.
const askedHost = process.env.HOST?.trim() || 'localhost';
const serverHost = ['localhost', '0.0.0.0', '::', ''].includes(askedHost) ? '127.0.0.1' : askedHost;
const loopback = edgeHost === '0.0.0.0' || edgeHost === '::' ? '127.0.0.1' : edgeHost;
const edgeUrl = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${edgePort}`;

// varnishd's working directory (its shared memory log and compiled VCL): a fresh one per run.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-varnish-'));
fs.chmodSync(workDir, 0o755);
const vclFile = path.join(workDir, 'starlane.vcl');
fs.writeFileSync(vclFile, edgeVcl({ host: serverHost, port: serverPort }));
const check = spawnSync(varnishd, ['-C', '-f', vclFile, '-n', workDir], { encoding: 'utf8' });
if (check.status !== 0) {
  const missingXkey = /xkey/i.test(check.stderr);
  fs.rmSync(workDir, { recursive: true, force: true });
  fail(
    missingXkey
      ? `the xkey module is missing. Install it: apt-get install varnish-modules\n${check.stderr}`
      : `deploy/varnish/starlane.vcl did not compile:\n${check.stderr}`,
  );
}

const cacheMb = process.env.EDGE_CACHE_MB?.trim() || '256';
const edge = spawn(
  varnishd,
  [
    '-F',
    '-n',
    workDir,
    '-a',
    `${edgeHost.includes(':') ? `[${edgeHost}]` : edgeHost}:${edgePort}`,
    '-f',
    vclFile,
    '-s',
    `malloc,${cacheMb}m`,
    '-T',
    '127.0.0.1:0',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: serverHost,
    PORT: String(serverPort),
    EDGE_PURGE_URLS: process.env.EDGE_PURGE_URLS?.trim() || `${edgeUrl}/`,
    TRUST_PROXY: process.env.TRUST_PROXY?.trim() || '1',
    PUBLIC_URL: process.env.PUBLIC_URL?.trim() || `http://localhost:${edgePort}`,
  },
});
console.log(
  `start:edge: Varnish (${varnishd}) on ${edgeUrl} in front of the server on http://${serverHost}:${serverPort}`,
);

let stopping = false;
const children = [edge, server];
const running = (child) => child.exitCode === null && child.signalCode === null;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (!running(child)) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const name = child === edge ? 'varnishd' : 'the server';
    console.error(`start:edge: ${name} ended (${signal ?? `code ${code}`}); stopping the other`);
    void stopAll(code || 1);
  });
}
