import { describe, expect, it } from 'vitest';
import type { Clock } from './clock.js';
import { cacheTags } from './cache-tags.js';
import { normalizeUrlKey, ResponseCache, type CachedResponse } from './response-cache.js';
import { LocalVersions } from './versions.js';

class ManualClock implements Clock {
  at = Date.parse('2026-01-15T12:00:00.000Z');
  now(): Date {
    return new Date(this.at);
  }
}

function response(body: string): CachedResponse {
  return { body: Buffer.from(body), etag: `"${body.length}"`, contentType: 'application/json' };
}

function setup(maxBytes = 1_000_000) {
  const clock = new ManualClock();
  const versions = new LocalVersions();
  return { clock, versions, cache: new ResponseCache({ maxBytes, versions, clock }) };
}

describe('the response cache', () => {
  it('answers a stored entry with its bytes, headers and tags, and counts hits and misses', () => {
    const { cache } = setup();
    expect(cache.get('/api/video/getmovie?id=1')).toBeUndefined();
    cache.set(
      '/api/video/getmovie?id=1',
      { ...response('{"id":1}'), headers: { 'cache-control': 'public, max-age=60' } },
      [cacheTags.video(1)],
      60_000,
    );

    const hit = cache.get('/api/video/getmovie?id=1');

    expect(hit?.body.toString()).toBe('{"id":1}');
    expect(hit).toMatchObject({
      etag: '"8"',
      contentType: 'application/json',
      headers: { 'cache-control': 'public, max-age=60' },
      tags: ['video:1'],
    });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, evictions: 0, entries: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(8);
  });

  it('answers an expired entry as stale within the grace period, never after a bump or past the grace', async () => {
    const { cache, clock, versions } = setup();
    cache.set('/page', response('page'), [cacheTags.video(1)], 5_000);
    expect(cache.lookup('/page', 30_000)).toMatchObject({ stale: false });

    clock.at += 6_000;
    expect(cache.get('/page')).toBeUndefined();
    cache.set('/page', response('page'), [cacheTags.video(1)], 5_000);
    clock.at += 6_000;
    const stale = cache.lookup('/page', 30_000);
    expect(stale?.stale).toBe(true);
    expect(stale?.entry.body.toString()).toBe('page');

    clock.at += 30_000;
    expect(cache.lookup('/page', 30_000)).toBeUndefined();

    cache.set('/page', response('page'), [cacheTags.video(1)], 5_000);
    clock.at += 6_000;
    await versions.bump(cacheTags.video(1));
    expect(cache.lookup('/page', 30_000)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('weighs the variants kept with a body', () => {
    const { cache } = setup();
    cache.set('/plan', response('x'.repeat(1000)), [], 60_000);
    const plain = cache.stats().bytes;
    cache.set('/with', { ...response('x'.repeat(1000)), variants: [Buffer.alloc(500)] }, [], 60_000);
    // Same key length, so the difference is the variant's bytes.
    expect(cache.stats().bytes - plain).toBe(plain + 500);
  });

  it('drops an entry once one of its tags is bumped, and keeps the others', async () => {
    const { cache, versions } = setup();
    cache.set('/a', response('a'), [cacheTags.video(1), cacheTags.catalogue], 60_000);
    cache.set('/b', response('b'), [cacheTags.video(2), cacheTags.catalogue], 60_000);

    await versions.bump(cacheTags.video(1));

    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body.toString()).toBe('b');
    expect(cache.stats().entries).toBe(1);
    await versions.bump(cacheTags.catalogue);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps an answer made across a bump stale when it was stamped before', async () => {
    const { cache, versions } = setup();
    const stamp = cache.stamp([cacheTags.toplists]);
    await versions.bump(cacheTags.toplists); // a rating commits while the answer is being made
    cache.set('/toplist', response('old order'), [cacheTags.toplists], 60_000, stamp);

    expect(cache.get('/toplist')).toBeUndefined();
  });

  it('expires an entry after its TTL', () => {
    const { cache, clock } = setup();
    cache.set('/a', response('a'), [], 5_000);

    clock.at += 4_999;
    expect(cache.get('/a')).toBeDefined();
    clock.at += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('stays within its bytes, evicting the least recently used first', () => {
    const probe = setup();
    probe.cache.set('/k1', response('x'.repeat(1000)), [], 60_000);
    const entryBytes = probe.cache.stats().bytes;
    const { cache } = setup(entryBytes * 3);
    for (const key of ['/k1', '/k2', '/k3']) cache.set(key, response('x'.repeat(1000)), [], 60_000);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: entryBytes * 3 });

    cache.get('/k1'); // now /k2 is the least recently used
    cache.set('/k4', response('x'.repeat(1000)), [], 60_000);

    expect(cache.get('/k2')).toBeUndefined();
    expect(['/k1', '/k3', '/k4'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1, bytes: entryBytes * 3 });
  });

  it('replaces an entry under the same key without counting it twice, and never stores an oversize one', () => {
    const { cache } = setup(2_000);
    cache.set('/a', response('one'), [], 60_000);
    const bytes = cache.stats().bytes;
    cache.set('/a', response('two'), [], 60_000);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes });
    expect(cache.get('/a')?.body.toString()).toBe('two');

    cache.set('/huge', response('x'.repeat(5_000)), [], 60_000);
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
  });

  it('stores nothing when it is given no bytes', () => {
    const { cache } = setup(0);
    cache.set('/a', response('a'), [], 60_000);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('URL keys', () => {
  it('give one key to every spelling of the same request', () => {
    const key = '/api/video/getbycategory?amount=12&categoryid=Cx1&page=2';
    for (const url of [
      '/api/video/getbycategory?categoryId=Cx1&amount=12&page=2',
      '/API/Video/GetByCategory/?PAGE=2&amount=12&CategoryId=Cx1',
      '/api/video/getbycategory?categoryId=Cx1&amount=12&page=2&sort=&x=',
      'http://localhost:3000/api/video/getbycategory?page=2&amount=12&categoryid=Cx1#top',
    ]) {
      expect(normalizeUrlKey(url), url).toBe(key);
    }
  });

  it('keep values apart, their case included, and the root path', () => {
    expect(normalizeUrlKey('/api/search?term=Alice')).not.toBe(normalizeUrlKey('/api/search?term=alice'));
    expect(normalizeUrlKey('/')).toBe('/');
    expect(normalizeUrlKey('')).toBe('/');
    expect(normalizeUrlKey('/videos?')).toBe('/videos');
    expect(normalizeUrlKey('/x?b=2&a=1&a=0')).toBe('/x?a=0&a=1&b=2');
  });

  it('never read a path beginning with two slashes as a host', () => {
    expect(normalizeUrlKey('//api/video/getmovie?id=1')).toBe('//api/video/getmovie?id=1');
  });
});
