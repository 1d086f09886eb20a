import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createDeps, createLogger } from '../deps.js';
import { testConfig } from '../test/harness.js';

/**
 * PostgreSQL unreachable (nothing listens on the port): every request that needs it answers 503 with
 * Retry-After in the documented error shape, quickly, and the process lives on (docs/decisions/0022).
 */
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
  });
});
