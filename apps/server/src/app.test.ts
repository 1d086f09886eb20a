import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { createDeps, createLogger } from './deps.js';
import { createTestDatabase, testConfig } from './test/harness.js';

describe('the HTTP shell', () => {
  let app: App;
  let webDir: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    dispose = database.dispose;
    const config = testConfig();
    webDir = path.join(config.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><meta name="site-name" content="Starlane"><title>Starlane</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
    const deps = createDeps(
      { ...config, webDistDir: webDir, siteName: 'Nebula' },
      { database, logger: createLogger({ logLevel: 'silent' }) },
    );
    await deps.storage.put('clips/sample.mp4', Buffer.from('0123456789abcdefghij'));
    app = await buildApp(deps);
  });

  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('answers every deep link with index.html so the client router can take over', async () => {
    for (const url of ['/', '/video/abc/Some%20Title', '/category/12/Retro', '/sitemap?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('names the site in index.html from SITE_NAME', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });

    expect(res.body).toContain('<meta name="site-name" content="Nebula">');
    expect(res.body).toContain('<title>Nebula</title>');
  });

  it('caches hashed assets for good and index.html never', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    const page = await app.inject({ method: 'GET', url: '/actors' });

    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, title: 'No route for GET /api/nothing/here' });
  });

  it('answers a known path asked with the wrong method with 405 and Allow', async () => {
    const post = await app.inject({ method: 'POST', url: '/api/Category/12' });
    const put = await app.inject({ method: 'PUT', url: '/pingauth' });

    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json()).toMatchObject({ status: 405 });
    expect(put.statusCode).toBe(405);
    expect((await app.inject({ method: 'POST', url: '/api/nothing/here' })).statusCode).toBe(404);
  });

  it('answers any other method on a POST-only path with 405 and Allow: POST, pages aside', async () => {
    for (const [method, url] of [
      ['PUT', '/api/video/ratevideo?rating=3&videoId=1'],
      ['GET', '/api/video/ratevideo?rating=3&videoId=1'],
      ['DELETE', '/api/playlist/create?name=x'],
      ['GET', '/api/favourite/favourite?videoId=1'],
      ['GET', '/logout'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe('POST');
      expect(res.json(), `${method} ${url}`).toEqual({ status: 405, title: expect.any(String) });
    }
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject({ method: 'GET', url: '/api/favourite/12' })).statusCode).not.toBe(405);
  });

  it('serves media with HTTP range requests', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/clips/sample.mp4',
      headers: { range: 'bytes=10-14' },
    });

    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-14/20');
    expect(res.body).toBe('abcde');
  });

  it('refuses to serve files outside the media folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/..%2f..%2fstarlane.db' });

    expect([400, 403, 404]).toContain(res.statusCode);
  });

  it('turns malformed JSON into a 400 with the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, title: expect.any(String) });
  });

  it('answers 401 on /pingauth while nobody is signed in', async () => {
    const res = await app.inject({ method: 'GET', url: '/pingauth' });

    expect(res.statusCode).toBe(401);
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/category/{id}');
  });
});
