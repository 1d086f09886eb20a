import { describe, expect, it } from 'vitest';
import { signUpMember } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

describe('statuses from the layers in front of the routes', () => {
  const ctx = useTestApp('sqlite');

  it('lists 400, 503 and, where they can come, 403, 413, 414, 415 and 429 for every operation', () => {
    const doc = ctx.app.swagger() as unknown as Doc;
    const favourite = Object.keys(doc.paths['/api/favourite/favourite']!.post!.responses);
    expect(favourite).toEqual(expect.arrayContaining(['400', '403', '413', '415', '429', '503']));
    const category = Object.keys(doc.paths['/api/category/{id}']!.get!.responses);
    expect(category).toEqual(expect.arrayContaining(['400', '414', '503']));
    expect(category).not.toContain('429');
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation.responses)).toContain('503');
        // Shedding (decision 0065) and a database outage both answer 503 with Retry-After.
        expect(operation.responses['503']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
      }
    }
  });

  it('refuses a query key the call does not take with 400, naming it; keys in any case are known', async () => {
    const refused = await ctx.app.inject({ url: '/api/video/?page=1&x-unknown=42' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, errors: { 'x-unknown': [expect.any(String)] } });
    const anyCase = await ctx.app.inject({ url: '/api/video/?PAGE=1&Amount=2' });
    expect(anyCase.statusCode).toBe(200);
  });

  it('answers a method no route takes, QUERY included, with 405 and Allow instead of 400', async () => {
    const member = await signUpMember(ctx);
    for (const method of ['QUERY', 'PROPFIND', 'PUT', 'DELETE']) {
      const res = await ctx.app.inject({ method: method as 'GET', url: '/api/favourite/favourite' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
    }
    const query = await ctx.app.inject({
      method: 'QUERY' as 'GET',
      url: '/api/video/getmovie?id=1',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('GET, HEAD');
  });
});
