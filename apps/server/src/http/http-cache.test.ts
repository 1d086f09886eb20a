import { describe, expect, it } from 'vitest';
import { makeCategory } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { signUpMember } from '../test/accounts.js';

describe('HTTP caching of the API', () => {
  const ctx = useTestApp('sqlite');

  it('gives visitors an ETag and a max-age, and a 304 when nothing changed', async () => {
    await makeCategory(ctx.deps.database.db);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/category/' });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/category/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });

    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toBe('Cookie');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never stores what a member is answered, nor random selections', async () => {
    const member = await signUpMember(ctx);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/category/',
      headers: { cookie: member.cookie },
    });
    const random = await ctx.app.inject({ method: 'GET', url: '/api/actor/getSelection?amount=3' });
    const listing = await ctx.app.inject({
      method: 'GET',
      url: '/api/videocomment/getbymember?memberId=' + member.id,
    });

    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect(random.headers['cache-control']).toBe('private, no-store');
    expect(listing.headers['cache-control']).toBe('no-cache');
  });
});
