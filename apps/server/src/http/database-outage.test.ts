import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createDeps, createLogger } from '../deps.js';
import { TEST_DATABASE_URL, testConfig, testEngines } from '../test/harness.js';

/**
 * PostgreSQL unreachable (nothing listens on the port): every request that needs it answers 503 with
 * Retry-After in the documented error shape, quickly, and the process lives on (docs/decisions/0022).
 */
const expectUnavailable = async (app: App) => {
  for (const [method, url] of [
    ['GET', '/api/category/'],
    ['GET', '/api/video/getmostviewed?amount=8&page=1'],
    ['POST', '/api/video/logvideoview?videoId=1'],
    ['GET', '/pingauth'],
  ] as const) {
    const res = await app.inject({ method, url, headers: { cookie: 'starlane_session=abc' } });
    expect(res.statusCode, `${method} ${url}`).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ status: 503, title: expect.any(String) });
  }
};

describe('with PostgreSQL unreachable', () => {
  let app: App;
  let database: DatabaseHandle;
  const dataDir = testConfig().dataDir;
  beforeAll(async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    database = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none', poolSize: 2 });
    app = await buildApp(createDeps(config, { database, logger: createLogger({ logLevel: 'silent' }) }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers reads and writes 503 with Retry-After, never 500', async () => {
    await expectUnavailable(app);
  });
});

/** A database that refuses connections (ALLOW_CONNECTIONS false: SQLSTATE 55000) is an outage too. */
describe.skipIf(!testEngines.includes('postgres'))('with the database refusing connections', () => {
  const name = `refusing_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  let app: App;
  let database: DatabaseHandle;
  const dataDir = testConfig().dataDir;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.query(`alter database ${name} allow_connections false`);
    database = openDatabase({ databaseUrl: TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${name}`), poolSize: 2 });
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp(createDeps(config, { database, logger: createLogger({ logLevel: 'silent' }) }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, never 500', async () => {
    await expectUnavailable(app);
  });
});
