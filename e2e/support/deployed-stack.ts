import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort, startServer, type StartedServer } from './server.js';

/**
 * The production shape on one machine (docs/decisions/0076): Varnish (deploy/varnish/starlane.vcl) in front
 * of the built server with two workers, on a PostgreSQL database and a Redis key prefix of its own, its media
 * in an s3rver bucket on another origin (MEDIA_BASE_URL), and a partner host (an MP4, a thumbnail and an
 * embed player) on the origins PARTNER_MEDIA_ORIGINS and PARTNER_EMBED_ORIGINS allow. Every part is started
 * from the project's own scripts or build, asynchronously: the partner host is served by this process.
 */

const root = path.resolve(import.meta.dirname, '../..');
const CLIPS = path.join(root, 'apps/server/assets/clips');
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BUCKET = 'starlane';

interface EdgeVclModule {
  edgeVcl: (backend: { host: string; port: number }) => string;
  findVarnishd: () => string | undefined;
  VARNISH_PACKAGES: string;
}

const edgeScripts = async (): Promise<EdgeVclModule> =>
  (await import(pathToFileURL(path.join(root, 'scripts/edge-vcl.mjs')).href)) as EdgeVclModule;

/** What is missing on this machine for the stack (empty when everything is there). */
export async function missingParts(chromiumPath: string): Promise<string[]> {
  const missing: string[] = [];
  if (!fs.existsSync(chromiumPath)) missing.push(`${chromiumPath} (apt-get install chromium)`);
  const { findVarnishd, VARNISH_PACKAGES } = await edgeScripts();
  if (!findVarnishd()) missing.push(`varnishd (apt-get install ${VARNISH_PACKAGES})`);
  const vmods = spawnSync('sh', ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so'], { encoding: 'utf8' });
  if (vmods.status !== 0) missing.push('the xkey module (apt-get install varnish-modules)');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    missing.push(`PostgreSQL at ${TEST_DATABASE_URL} (${(error as Error).message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    missing.push(`Redis at ${TEST_REDIS_URL} (${(error as Error).message})`);
  } finally {
    redis.disconnect();
  }
  return missing;
}

/** The partner's CDN and player host, served by the test: what it was asked for is in `requests`. */
export interface PartnerHost {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

export const PARTNER_EMBED_TEXT = 'Partner player ready';

/** Serves a demo clip as the partner's MP4 (with byte ranges, as a CDN does), its poster and an embed page. */
export async function startPartnerHost(): Promise<PartnerHost> {
  const requests: string[] = [];
  const files: Record<string, { file: string; type: string }> = {
    '/cdn/partner.mp4': { file: path.join(CLIPS, 'clip-2.mp4'), type: 'video/mp4' },
    '/cdn/partner.jpg': { file: path.join(CLIPS, 'clip-2.jpg'), type: 'image/jpeg' },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://partner');
    requests.push(url.pathname);
    if (url.pathname === '/embed/player.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Partner player</title><p id="ready">${PARTNER_EMBED_TEXT}</p>`);
      return;
    }
    const entry = files[url.pathname];
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    const bytes = fs.readFileSync(entry.file);
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const headers = {
      'content-type': entry.type,
      'accept-ranges': 'bytes',
      'access-control-allow-origin': '*',
    };
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
        'content-length': end - start + 1,
      });
      res.end(bytes.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the partner host has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = waitForExit(child);
  child.kill('SIGTERM');
  await exited;
}

/** Polls `url` until it answers 2xx, failing early when `child` ends. */
async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs a command without blocking this process (the partner host must keep answering); resolves its output. */
export function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

export interface DeployedStack {
  /** Varnish: what browsers talk to (PUBLIC_URL). */
  edgeUrl: string;
  /** The server behind it (two workers). */
  server: StartedServer;
  /** The bucket's public base (MEDIA_BASE_URL) and its origin. */
  mediaBaseUrl: string;
  mediaOrigin: string;
  databaseUrl: string;
  /** The environment the server runs with, for the media command. */
  env: NodeJS.ProcessEnv;
  /** Start-up timings, ms. */
  timings: Record<string, number>;
  stop(): Promise<void>;
}

/** Starts s3rver, the server (seeding the demo catalogue into PostgreSQL and the bucket) and Varnish. */
export async function startDeployedStack(partner: PartnerHost): Promise<DeployedStack> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const tag = randomBytes(4).toString('hex');
  const database = `deployed_${tag}`;
  const databaseUrl = TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);
  const keyPrefix = `deployed:${tag}:`;
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-deployed-s3-'));
  const varnishDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-deployed-varnish-'));
  // varnishd drops its privileges and its children must read the compiled VCL there.
  fs.chmodSync(varnishDir, 0o755);
  let s3: ChildProcess | undefined;
  let edge: ChildProcess | undefined;
  let server: StartedServer | undefined;
  let databaseMade = false;

  const stop = async () => {
    await stopChild(edge);
    await server?.stop();
    await stopChild(s3);
    if (databaseMade) {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(s3Dir, { recursive: true, force: true });
    fs.rmSync(varnishDir, { recursive: true, force: true });
  };

  try {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    databaseMade = true;
    await admin.end();

    // The bucket on an origin of its own, made by the project's script (with its CORS rules for hls.js).
    const s3Port = await freePort();
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    s3 = spawn(process.execPath, [path.join(root, 'scripts/start-s3.mjs')], {
      cwd: root,
      env: { ...process.env, S3_ENDPOINT: s3Endpoint, S3_BUCKET: BUCKET, DATA_DIR: s3Dir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForUrl(`${s3Endpoint}/${BUCKET}/`, s3, 30_000);
    timings.s3Ms = performance.now() - started;

    const edgePort = await freePort();
    const edgeUrl = `http://127.0.0.1:${edgePort}`;
    const mediaBaseUrl = `${s3Endpoint}/${BUCKET}`;
    const env: Record<string, string> = {
      WORKERS: '2',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      // s3rver's fixed development keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_BASE_URL: mediaBaseUrl,
      PARTNER_MEDIA_ORIGINS: partner.origin,
      PARTNER_EMBED_ORIGINS: partner.origin,
      EDGE_PURGE_URLS: `${edgeUrl}/`,
      PUBLIC_URL: edgeUrl,
      // One hop: Varnish.
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      // As deployed: the response check of the integration tests is off.
      VALIDATE_RESPONSES: 'false',
    };
    const serverStarted = performance.now();
    // Seeding the demo catalogue into PostgreSQL and copying its media into the bucket takes a while on a
    // busy machine.
    server = await startServer(env, { timeoutMs: 240_000 });
    timings.serverMs = performance.now() - serverStarted;

    const { edgeVcl, findVarnishd } = await edgeScripts();
    const varnishd = findVarnishd();
    if (!varnishd) throw new Error('varnishd is missing');
    const vclFile = path.join(varnishDir, 'starlane.vcl');
    fs.writeFileSync(vclFile, edgeVcl({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) }));
    fs.chmodSync(vclFile, 0o644);
    const edgeStarted = performance.now();
    edge = spawn(
      varnishd,
      [
        '-F',
        '-n',
        varnishDir,
        '-a',
        `127.0.0.1:${edgePort}`,
        '-f',
        vclFile,
        '-s',
        'malloc,64m',
        '-T',
        '127.0.0.1:0',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitForUrl(`${edgeUrl}/api/category/`, edge, 30_000);
    timings.edgeMs = performance.now() - edgeStarted;
    timings.stackMs = performance.now() - started;
    return {
      edgeUrl,
      server,
      mediaBaseUrl,
      mediaOrigin: s3Endpoint,
      databaseUrl,
      env: { ...process.env, DATA_DIR: server.dataDir, ...env, LOG_LEVEL: 'warn' },
      timings,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/**
 * A new member signed up through the edge and confirmed with the link of its mail (the server's outbox, no
 * SMTP configured): a user name nothing else on the site shows.
 */
export async function newMember(
  stack: Pick<DeployedStack, 'edgeUrl' | 'server'>,
): Promise<{ email: string; userName: string; password: string }> {
  const userName = `edge_${randomBytes(4).toString('hex')}`;
  const member = {
    userName,
    email: `${userName}@example.test`,
    password: `pw ${randomBytes(6).toString('hex')}`,
  };
  const register = await fetch(`${stack.edgeUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: userName, Email: member.email, Password: member.password }),
  });
  if (!register.ok) throw new Error(`sign-up through the edge: ${register.status} ${await register.text()}`);
  const outbox = path.join(stack.server.dataDir, 'outbox');
  let link: URL | undefined;
  for (let tries = 0; !link && tries < 50; tries++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of mails) {
      const raw = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.toLowerCase().includes(`to: ${member.email}`)) continue;
      const found = (raw.match(/https?:\/\/[^\s"<>]+/g) ?? []).find((l) => l.includes('/confirmemail'));
      if (found) link = new URL(found);
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no confirmation mail to ${member.email}`);
  const confirm = await fetch(`${stack.edgeUrl}/api/account/confirmemail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.edgeUrl },
    body: JSON.stringify({ userId: link.searchParams.get('userId'), code: link.searchParams.get('code') }),
  });
  if (!confirm.ok) throw new Error(`confirmation through the edge: ${confirm.status}`);
  return member;
}
