import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReadinessSchema } from '@starlane/contract';
import { buildApp } from '../app.js';
import { createDeps, createLogger } from '../deps.js';
import { openDatabase } from '../db/database.js';
import { createTestDatabase, testConfig, testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('health on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('/healthz answers 200 with the uptime, never cached, with a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/readyz answers 200 with every check when the database, migrations and storage are fine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const body = ReadinessSchema.parse(res.json());
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^all \d+ applied$/),
    });
    expect(body.checks.storage.ok).toBe(true);
    expect(body.checks.redis).toMatchObject({ ok: true, configured: false, required: false });
  });

  it('/readyz answers 503 with Retry-After, naming the storage, when the media folder is gone', async () => {
    const mediaDir = path.join(ctx.deps.config.dataDir, 'media');
    fs.rmSync(mediaDir, { recursive: true, force: true });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const body = ReadinessSchema.parse(res.json());
      expect(body.status).toBe('not ready');
      expect(body.checks.storage.ok).toBe(false);
      expect(body.checks.database.ok).toBe(true);
      // Liveness is not readiness: the process is alive and should not be restarted for this.
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      fs.mkdirSync(mediaDir, { recursive: true });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('keeps a request id a proxy sent when it is plainly an id, and replaces one that is not', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-4f2a.91' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-4f2a.91');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/category/',
      headers: { 'x-request-id': 'a b"<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(testEngines)('readiness of an unmigrated or unreachable database on %s', (engine) => {
  it('is 503 naming the migrations on an unmigrated database, and the database when PostgreSQL does not answer', async () => {
    const empty = await createTestDatabase(engine, '0001_initial');
    const config = testConfig();
    const app = await buildApp(
      createDeps(config, { database: empty, logger: createLogger({ logLevel: 'silent' }) }),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const body = ReadinessSchema.parse(res.json());
      expect(body.checks.database.ok).toBe(true);
      expect(body.checks.migrations.ok).toBe(false);
      expect(body.checks.migrations.detail).toMatch(/migrations not applied/);
    } finally {
      await app.close();
      await empty.dispose();
    }

    // PostgreSQL going away; an embedded SQLite file cannot be unreachable the same way.
    if (engine === 'postgres') {
      const gone = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
      const down = await buildApp(
        createDeps(config, { database: gone, logger: createLogger({ logLevel: 'silent' }) }),
      );
      try {
        const res = await down.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        const body = ReadinessSchema.parse(res.json());
        expect(body.checks.database.ok).toBe(false);
        expect(body.checks.migrations.ok).toBe(false);
        expect((await down.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await down.close();
        await gone.close();
      }
    }
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
});

describe('readiness with Redis configured but unreachable', () => {
  const ctx = useTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });

  it('stays ready and reports Redis as down', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const body = ReadinessSchema.parse(res.json());
    expect(body.checks.redis).toMatchObject({ ok: false, configured: true, required: false });
    ctx.deps.redis?.disconnect();
  });
});
