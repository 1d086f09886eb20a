import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TOPLIST_TYPES, type VideoDetail, type VideoListItem } from '@starlane/contract';
import { makeActor, makeCategory, makeMember, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { answerFromResponseCache } from './response-cache.plugin.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

/**
 * The byte response cache of anonymous hot reads (docs/decisions/0015): a repeat is answered from memory,
 * a write that bumps what the answer shows drops it, members are never served from it.
 */
describe.each(testEngines)('the response cache on %s', (engine) => {
  const { ctx, db, get, post } = useMemberApp(engine);
  const hits = () => ctx.deps.responseCache.stats().hits;
  const ids = (body: string) => (JSON.parse(body) as { $values: VideoListItem[] }).$values.map((v) => v.id);

  it('answers a repeated anonymous read from memory until a write bumps it', async () => {
    const category = await makeCategory(db());
    const first = await makeVideo(db(), { categoryIds: [category.id] });
    const url = `/api/video/getbycategory?categoryId=${category.wmcExternalId}&amount=12`;

    const miss = await get(url);
    expect(ids(miss.body)).toEqual([first.id]);
    const before = hits();
    // Same answer whatever the case of the keys and their order (normalized URL).
    const hit = await get(`/api/video/getbycategory?Amount=12&CATEGORYID=${category.wmcExternalId}`);
    expect(hits()).toBe(before + 1);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toBe(miss.headers.etag);

    // Written behind the app's back (no bump): the cache still answers what it had, so it did not read.
    const second = await makeVideo(db(), { categoryIds: [category.id] });
    expect(ids((await get(url)).body)).toEqual([first.id]);

    // A write through the app bumps the catalogue: the next answer is made afresh.
    await ctx.services.videos.setStatus(first.id, 'unpublished');
    expect(ids((await get(url)).body)).toEqual([second.id]);
  });

  it('answers every route that declares cache tags from memory on a repeat, the roots of prefixes included', async () => {
    const category = await makeCategory(db());
    const star = await makeActor(db());
    const video = await makeVideo(db(), { categoryIds: [category.id], actorIds: [star.id] });
    const member = await makeMember(db());
    const playlist = await makePlaylist(db(), member.id, [video.id]);
    const starName = encodeURIComponent(`${star.firstName} ${star.lastName}`);
    // One URL per hot read (docs/decisions/0046): a route that lost its tags would silently read afresh.
    const urls = [
      '/api/category/',
      `/api/category/${category.wmcExternalId}`,
      '/api/actor/',
      `/api/actor/getactorbyname?actorname=${starName}`,
      `/api/actor/${star.wmcExternalId}`,
      '/api/video/?amount=12',
      `/api/video/getmovie?id=${video.wmcExternalId}`,
      `/api/video/getbyvideo?videoId=${video.wmcExternalId}`,
      `/api/video/getbycategory?categoryId=${category.wmcExternalId}`,
      `/api/video/getbyactor?actorId=${star.wmcExternalId}`,
      `/api/video/getrelatedvideos?videoId=${video.wmcExternalId}`,
      '/api/video/getadmovies',
      '/api/video/getbytoplist?toplistId=mostviewed',
      ...TOPLIST_TYPES.map((type) => `/api/video/get${type}`),
      `/api/video/getbyplaylist?playlistId=${playlist.id}`,
      '/api/playlist/',
      `/api/playlist/getplaylist?id=${playlist.id}`,
      `/api/member/${member.id}`,
      '/api/search/?strSearch=a',
      '/api/search/results?q=a',
    ];
    for (const url of urls) {
      const miss = await get(url);
      expect(miss.statusCode, url).toBe(200);
      const before = hits();
      const hit = await get(url);
      expect(hits(), url).toBe(before + 1);
      expect(hit.body, url).toBe(miss.body);
    }
  });

  it('answers a repeat over a socket before Fastify, with the bytes and headers of the first answer', async () => {
    const category = await makeCategory(db());
    await makeVideo(db(), { categoryIds: [category.id] });
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/video/getbycategory?categoryId=${category.wmcExternalId}&amount=3`;
    const headersOf = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) => !['date', 'keep-alive', 'x-request-id'].includes(name)),
      );

    const first = await fetch(url);
    const firstBody = await first.text();
    const before = hits();
    const again = await fetch(`${url}&`, { headers: { cookie: 'starlane_consent=1' } });
    expect(hits()).toBe(before + 1);
    expect(await again.text()).toBe(firstBody);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get('content-security-policy')).toBeTruthy();
    // Each answer has its own request id, the fast path's too.
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    const notModified = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');

    // The fast path alone, in front of a server that answers 599 for whatever falls through to it.
    const alone = http.createServer((request, response) => {
      if (!answerFromResponseCache(ctx.deps.responseCache, request, response)) response.writeHead(599).end();
    });
    await new Promise<void>((resolve) => alone.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = alone.address() as AddressInfo;
      const path = new URL(url).search;
      const at = (query: string, init?: RequestInit) =>
        fetch(`http://127.0.0.1:${port}/api/video/getbycategory${query}`, init);
      expect(await (await at(path)).text()).toBe(firstBody);
      // A session cookie, even a stale one, is Fastify's to read; so is every other method, and a miss.
      expect((await at(path, { headers: { cookie: 'a=1; starlane_session=stale' } })).status).toBe(599);
      expect((await at(path, { method: 'PUT' })).status).toBe(599);
      expect((await at('?categoryId=none')).status).toBe(599);
    } finally {
      await new Promise((resolve) => alone.close(resolve));
    }
  });

  it('answers the search results page from memory, and afresh once the catalogue changes', async () => {
    const first = await makeVideo(db(), { title: 'Zephyr Lantern Parade' });
    const url = '/api/search/results?q=zephyr';
    const found = (body: string) =>
      (JSON.parse(body) as { videos: { items: VideoListItem[] } }).videos.items.map((v) => v.id);

    const miss = await get(url);
    expect(found(miss.body)).toEqual([first.id]);
    const before = hits();
    const hit = await get(url);
    expect(hits()).toBe(before + 1);
    expect(hit.body).toBe(miss.body);

    await ctx.services.videos.setStatus(first.id, 'unpublished');
    expect(found((await get(url)).body)).toEqual([]);
  });

  it('drops a video page when a rating bumps the video, and answers 304 to its ETag from memory', async () => {
    const video = await makeVideo(db());
    const url = `/api/video/getmovie?id=${video.wmcExternalId}`;
    const made = await get(url);
    expect((JSON.parse(made.body) as VideoDetail).ratingCount).toBe(0);

    const before = hits();
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': made.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(hits()).toBe(before + 1);

    const member = await signUpMember(ctx);
    expect(
      (await post(`/api/video/ratevideo?rating=5&videoId=${video.wmcExternalId}`, member)).statusCode,
    ).toBe(200);
    const after = await get(url);
    expect((JSON.parse(after.body) as VideoDetail).ratingCount).toBe(1);
    expect(after.headers.etag).not.toBe(made.headers.etag);
  });

  it('never serves nor stores a member’s answer', async () => {
    const video = await makeVideo(db());
    const member = await signUpMember(ctx);
    const url = `/api/video/getmovie?id=${video.wmcExternalId}`;
    await get(url);
    const before = hits();
    const mine = await get(url, member);
    expect(hits()).toBe(before);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(mine.body)).toHaveProperty('myRating', null);
  });
});

describe.each(testEngines)('RESPONSE_CACHE=off on %s', (engine) => {
  const ctx = useTestApp(engine, { RESPONSE_CACHE: 'off' });

  it('reads the database every time', async () => {
    const category = await makeCategory(ctx.deps.database.db);
    const url = `/api/video/getbycategory?categoryId=${category.wmcExternalId}`;
    await ctx.app.inject({ method: 'GET', url });
    await makeVideo(ctx.deps.database.db, { categoryIds: [category.id] });
    const again = await ctx.app.inject({ method: 'GET', url });
    expect((JSON.parse(again.body) as { $values: unknown[] }).$values).toHaveLength(1);
    expect(ctx.deps.responseCache.stats().hits).toBe(0);
  });
});
