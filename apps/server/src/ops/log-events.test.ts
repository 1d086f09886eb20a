import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../deps.js';
import { signUpMember, signUpStaff } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';

type Line = Record<string, unknown>;

/** The app's log, as parsed lines. */
function captured() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info' }, stream) };
}

describe('structured log events', () => {
  const log = captured();
  const ctx = useTestApp('sqlite', {}, { logger: log.logger });
  const eventsOf = (reqId: unknown) => log.lines.filter((line) => line.reqId === reqId && line.event);

  it('logs a refused sign-in as auth.failure with the request id answered', async () => {
    const member = await signUpMember(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: member.email, password: 'not the password at all' },
    });
    expect(res.statusCode).toBe(401);
    expect(eventsOf(res.headers['x-request-id'])).toEqual([
      expect.objectContaining({ event: 'auth.failure', reason: 'sign-in', memberId: member.id, level: 40 }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('not the password at all');
  });

  it('logs a member refused by the staff area and a cross-site write as auth.failure', async () => {
    const member = await signUpMember(ctx);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/role`,
      headers: { cookie: member.cookie },
      payload: { role: 'staff' },
    });
    expect(refused.statusCode).toBe(403);
    expect(eventsOf(refused.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        event: 'auth.failure',
        reason: 'staff-only',
        status: 403,
        memberId: member.id,
        route: '/api/admin/members/:id/role',
      }),
    ]);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/favourite/favourite?videoId=1',
      headers: { cookie: member.cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(eventsOf(crossSite.headers['x-request-id'])).toEqual([
      expect.objectContaining({ event: 'auth.failure', reason: 'cross-site' }),
    ]);
  });

  it('logs a change made by staff as staff.action, and reads by staff not at all', async () => {
    const staff = await signUpStaff(ctx);
    const member = await signUpMember(ctx);
    const read = await ctx.app.inject({ url: '/api/admin/dashboard', headers: { cookie: staff.cookie } });
    expect(read.statusCode).toBe(200);
    expect(eventsOf(read.headers['x-request-id'])).toEqual([]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/role`,
      headers: { cookie: staff.cookie },
      payload: { role: 'premium' },
    });
    expect(res.statusCode).toBe(200);
    expect(eventsOf(res.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        event: 'staff.action',
        staffId: staff.id,
        method: 'POST',
        route: '/api/admin/members/:id/role',
        params: { id: member.id },
        status: 200,
        level: 30,
      }),
    ]);
  });

  it('puts the request id on every line a request logs', async () => {
    const res = await ctx.app.inject({ url: '/api/video/getmostviewed' });
    const id = res.headers['x-request-id'];
    const lines = log.lines.filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Lines about a request (Fastify's incoming and completed, the events) all name it.
    expect(
      log.lines.filter(
        (line) =>
          (line.req || line.res || line.event === 'auth.failure' || line.event === 'staff.action') &&
          !line.reqId,
      ),
    ).toEqual([]);
  });
});
