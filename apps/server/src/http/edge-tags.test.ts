import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { signUpMember } from '../test/accounts.js';
import { makeCategory } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';

describe('cache tags for the edge (xkey)', () => {
  // An edge nobody listens on: purges fail and are retried in the background, which a write never sees.
  const ctx = useTestApp('sqlite', { EDGE_PURGE_URLS: 'http://127.0.0.1:9/' });

  it('sends the tags of an anonymous hot read, from memory too, and never with a member answer', async () => {
    const category = await makeCategory(ctx.deps.database.db);
    const first = await ctx.app.inject({ url: `/api/category/${category.wmcExternalId}` });
    const again = await ctx.app.inject({ url: `/api/category/${category.wmcExternalId}` });
    const member = await signUpMember(ctx);
    const mine = await ctx.app.inject({
      url: `/api/category/${category.wmcExternalId}`,
      headers: { cookie: member.cookie },
    });

    expect(first.statusCode).toBe(200);
    expect(first.headers.xkey).toBe(`category:${category.id} categories`);
    expect(again.headers.xkey).toBe(first.headers.xkey);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.xkey).toBeUndefined();
  });

  it('sends none on answers that are not hot reads, nor on errors', async () => {
    const missing = await ctx.app.inject({ url: '/api/category/999999999' });
    const random = await ctx.app.inject({ url: '/api/actor/getSelection?amount=3' });

    expect(missing.headers.xkey).toBeUndefined();
    expect(random.headers.xkey).toBeUndefined();
  });
});

describe('without edges', () => {
  const ctx = useTestApp('sqlite');

  it('sends no xkey, so an edge in front keeps no tagged answer it would never hear is stale', async () => {
    await makeCategory(ctx.deps.database.db);
    const answer = await ctx.app.inject({ url: '/api/category/' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers.xkey).toBeUndefined();
  });
});

describe('EDGE_PURGE_URLS', () => {
  it('takes a comma-separated list of http(s) URLs and names each bad one', () => {
    expect(
      loadConfig({ EDGE_PURGE_URLS: ' http://127.0.0.1:8080/ , https://edge-2.internal:6081' }).edge,
    ).toEqual({ purgeUrls: ['http://127.0.0.1:8080/', 'https://edge-2.internal:6081/'] });
    expect(loadConfig({}).edge).toEqual({ purgeUrls: [] });
    expect(() => loadConfig({ EDGE_PURGE_URLS: 'http://127.0.0.1:8080/,ftp://edge,edge:80' })).toThrow(
      /EDGE_PURGE_URLS: .*\(bad: ftp:\/\/edge\)[\s\S]*EDGE_PURGE_URLS: .*\(bad: edge:80\)/,
    );
  });
});
