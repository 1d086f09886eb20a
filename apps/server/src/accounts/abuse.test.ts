import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ROUTE_LIMITS } from '../http/rate-limits.js';
import { clientKeyOf } from '../security/client-address.js';
import { lastMailTo, postFromAnywhere, readOutbox, signUpMember, someAddress } from '../test/accounts.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { ACCOUNT_POLICY } from './account-policy.js';

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off, a hop count or a list of proxy addresses: never every hop', () => {
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['11', 'everyone', '10.0.0.1/33', '10.0.0.300', '*'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('client keys', () => {
  it('counts IPv4 by address, IPv6 by /64 and IPv4-mapped IPv6 as its IPv4 address', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});

/** Five wrong passwords then the right one, each from `addressOf(i)`: the right one must meet 429. */
async function locksAcross(
  ctx: ReturnType<typeof useTestApp>,
  request: (i: number, password: string, email: string) => Promise<number>,
): Promise<number> {
  const member = await signUpMember(ctx);
  for (let i = 0; i < ACCOUNT_POLICY.lockoutFailures; i++) await request(i, 'wrong guess', member.email);
  return request(ACCOUNT_POLICY.lockoutFailures, member.password, member.email);
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp('sqlite', { TRUST_PROXY: '1' });

  it('takes the address the proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    const realClient = someAddress();
    const status = await locksAcross(ctx, async (i, password, email) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '10.255.0.1',
        // The client forges a new first entry each time; the proxy appends the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${realClient}` },
        payload: { email, password },
      });
      return res.statusCode;
    });
    expect(status).toBe(429);
  });
});

describe.each(testEngines)('sign-in lockout on %s', (engine) => {
  const ctx = useTestApp(engine);
  const login = (email: string, password: string, address: string) =>
    ctx.app.inject({ method: 'POST', url: '/login', remoteAddress: address, payload: { email, password } });

  it('counts IPv6 clients by their /64', async () => {
    const status = await locksAcross(
      ctx,
      async (i, password, email) => (await login(email, password, `2001:db8:77:1::${i + 1}`)).statusCode,
    );
    expect(status).toBe(429);
  });

  it('locks the account for every address after failures from many addresses', async () => {
    const member = await signUpMember(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_POLICY.accountLockout.limit; i++)
      statuses.push((await login(member.email, `guess ${i}`, someAddress())).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);

    const fromAnywhere = await login(member.email, member.password, someAddress());
    expect(fromAnywhere.statusCode).toBe(429);
    // By username too: one count per account, whatever names it.
    const byName = await postFromAnywhere(ctx, '/api/videocomment/signIn', {
      username: member.userName,
      password: member.password,
    });
    expect(byName.statusCode).toBe(429);

    ctx.clock.advance(ACCOUNT_POLICY.accountLockout.windowMs + 1000);
    expect((await login(member.email, member.password, someAddress())).statusCode).toBe(200);
  });

  it('lets no more than five parallel guesses from one address through', async () => {
    const member = await signUpMember(ctx);
    const address = someAddress();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member.email, `parallel guess ${i}`, address)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_POLICY.lockoutFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - ACCOUNT_POLICY.lockoutFailures);
  });
});

describe('limits on member calls', () => {
  const ctx = useTestApp('sqlite');

  it('covers routes that exist', async () => {
    for (const key of Object.keys(ROUTE_LIMITS)) {
      const [method, url] = key.split(' ') as ['POST', string];
      const res = await ctx.app.inject({ method, url, remoteAddress: someAddress() });
      // A visitor is refused (401) or their input is (400); an unknown route would answer 404.
      expect([400, 401], key).toContain(res.statusCode);
    }
  });

  it('answers 429 with Retry-After past each limit, counted per member', async () => {
    const video = await makeVideo(ctx.deps.database.db);
    const member = await signUpMember(ctx);
    const other = await signUpMember(ctx);
    const cases: [string, object | undefined][] = [
      ['/api/account/changepassword', { currentPassword: 'not it at all', newPassword: 'another password' }],
      [`/api/video/ratevideo?videoId=${video.wmcExternalId}&rating=4`, undefined],
      ['/api/videocomment/reportComment', { commentId: 'nope', feedback: 'spam' }],
    ];
    for (const [url, payload] of cases) {
      const rule = Object.entries(ROUTE_LIMITS).find(([key]) =>
        url.toLowerCase().startsWith(key.split(' ')[1]!),
      )![1];
      let last = 0;
      let retryAfter: string | string[] | undefined;
      for (let i = 0; i <= rule.limit; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: someAddress(),
          headers: { cookie: member.cookie },
        });
        last = res.statusCode;
        retryAfter = res.headers['retry-after'];
      }
      expect(last, url).toBe(429);
      expect(Number(retryAfter), url).toBeGreaterThan(0);
      const someoneElse = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: other.cookie },
      });
      expect(someoneElse.statusCode, url).not.toBe(429);
    }
  });
});

describe('mail limits per recipient', () => {
  const ctx = useTestApp('sqlite');

  it('lets a stranger use up only their own share of a member’s reset mails', async () => {
    const member = await signUpMember(ctx);
    const stranger = someAddress();
    const forgot = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/videocomment/forgotPassword',
        remoteAddress: address,
        payload: { email: member.email },
      });
    for (let i = 0; i < ACCOUNT_POLICY.mailPerRecipient.limit + 2; i++) await forgot(stranger);
    const before = readOutbox(ctx).filter((m) => m.subject.includes('reset')).length;
    expect(before).toBe(ACCOUNT_POLICY.mailPerRecipient.limit);

    expect((await forgot(someAddress())).statusCode).toBe(200);
    expect(lastMailTo(ctx, member.email).subject).toMatch(/reset/);
    expect(readOutbox(ctx).filter((m) => m.subject.includes('reset'))).toHaveLength(before + 1);
  });

  it('caps the mails to one recipient from all addresses together', async () => {
    const member = await signUpMember(ctx);
    for (let i = 0; i < ACCOUNT_POLICY.mailPerRecipientTotal.limit + 3; i++) {
      await postFromAnywhere(ctx, '/api/videocomment/forgotPassword', { email: member.email });
    }
    const resets = readOutbox(ctx).filter((m) => m.to.includes(member.email) && m.subject.includes('reset'));
    expect(resets).toHaveLength(ACCOUNT_POLICY.mailPerRecipientTotal.limit);
  });
});
