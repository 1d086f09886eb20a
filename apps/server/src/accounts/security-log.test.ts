import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDeps, createLogger } from '../deps.js';
import { createServices } from '../services.js';
import { lastMailTo, signUpMember, someAddress } from '../test/accounts.js';
import { TestClock, createTestDatabase, testConfig, type TestContext } from '../test/harness.js';
import { ACCOUNT_POLICY } from './account-policy.js';

/** The site as it runs by default: info-level logs, mails to the outbox. Every log line is kept. */
describe('security log lines at info level', () => {
  const lines: Record<string, unknown>[] = [];
  const ctx = { engine: 'sqlite' } as TestContext;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    const config = testConfig({ LOG_LEVEL: 'info' });
    const logger = createLogger(config, {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    });
    ctx.clock = new TestClock();
    ctx.deps = createDeps(config, { database, logger, clock: ctx.clock });
    ctx.services = createServices(ctx.deps);
    ctx.app = await buildApp(ctx.deps, ctx.services);
    await ctx.app.ready();
    dispose = async () => {
      await ctx.app.close();
      await database.dispose();
    };
  });
  afterAll(() => dispose());

  const messages = () => lines.map((line) => String(line.msg));

  /** Asks for a password reset and answers the code mailed for it. */
  async function resetCode(email: string): Promise<string> {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/videocomment/forgotPassword',
      remoteAddress: someAddress(),
      payload: { email },
    });
    return lastMailTo(ctx, email)
      .links.find((l) => l.includes('/resetpassword/'))!
      .split('/')
      .at(-1)!;
  }

  it('record failed sign-ins and lockouts, with the client, never the password', async () => {
    const member = await signUpMember(ctx);
    const address = someAddress();
    for (let i = 0; i <= ACCOUNT_POLICY.lockoutFailures; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: address,
        payload: { email: member.email, password: `secret guess ${i}` },
      });
    }
    const failed = lines.filter((l) => l.msg === 'sign-in failed');
    expect(failed.length).toBe(ACCOUNT_POLICY.lockoutFailures);
    expect(failed[0]).toMatchObject({ client: address, memberId: member.id });
    expect(messages()).toContain('sign-in refused: account locked');
    expect(JSON.stringify(lines)).not.toContain('secret guess');
  });

  it('record resets and refused cross-site requests', async () => {
    const member = await signUpMember(ctx);
    const code = await resetCode(member.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/videocomment/resetpassword',
      payload: { email: member.email, password: 'a brand new secret', code },
    });
    expect(lines.find((l) => l.msg === 'password reset')).toMatchObject({ memberId: member.id });

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: member.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { password: 'whatever' },
    });
    expect(forged.statusCode).toBe(403);
    expect(lines.find((l) => l.msg === 'cross-site request refused')).toMatchObject({
      origin: 'https://evil.example',
    });
  });

  it('never log a mail’s live code at info level in outbox mode', async () => {
    const member = await signUpMember(ctx);
    const code = await resetCode(member.email);
    expect(messages()).toContain('mail written to the outbox (set SMTP_URL to send)');
    expect(JSON.stringify(lines)).not.toContain(code);
    // Confirmation codes of the sign-ups above did not leak either.
    expect(JSON.stringify(lines)).not.toMatch(/code=[A-Za-z0-9_-]{20,}/);
  });
});
