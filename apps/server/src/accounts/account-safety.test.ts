import { describe, expect, it } from 'vitest';
import { AccountSessionSchema } from '@starlane/contract';
import { lastMailTo, readOutbox, sessionCookieOf, signUpMember, someAddress } from '../test/accounts.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { ACCOUNT_POLICY } from './account-policy.js';
import { isCommonPassword } from './common-passwords.js';

describe('the common-passwords list', () => {
  it('knows the usual suspects in any case and lets uncommon passphrases through', () => {
    for (const common of ['password', 'Password1', 'qwertyuiop', 'iloveyou', '12345678', 'aaaaaaaaaaaa'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['password one', 'violet kettle 42 moon', 'pw-3f9a2c-long enough'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });
});

describe.each(testEngines)('account safety on %s', (engine) => {
  const ctx = useTestApp(engine);
  const post = (url: string, payload?: object, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: someAddress(),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const signIn = async (email: string, password: string, userAgent: string, persistent = false) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/login?${persistent ? 'useCookies' : 'useSessionCookies'}=true`,
      remoteAddress: someAddress(),
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return sessionCookieOf(res.headers['set-cookie']);
  };
  const confirmLinkOf = (email: string) => {
    const link = new URL(lastMailTo(ctx, email).links.find((l) => l.includes('/confirmemail'))!);
    return { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') };
  };

  it('keeps one account per mailbox: case, blanks and the way accents are typed name the same one', async () => {
    const suffix = String(Date.now() % 100_000);
    const email = `José.${suffix}@Example.com`;
    const register = (address: string, username: string) =>
      post('/register', { email: address, username, password: 'a long passphrase 1' });
    expect((await register(email, `jose${suffix}`)).statusCode).toBe(200);
    for (const [i, twin] of [
      ` ${email.toUpperCase()} `,
      email.normalize('NFD'),
      email.toLowerCase().normalize('NFD'),
    ].entries()) {
      const again = await register(twin, `jose${suffix}x${i}`);
      expect(again.statusCode, JSON.stringify(twin)).toBe(399);
      expect(again.json()).toMatchObject({
        title: 'Your e-mail already exists, have you forgotten your password?',
      });
    }
    // Invisible characters are no address at all: a mailer would drop them and reach the same mailbox.
    for (const hidden of [`jos\u200bé.${suffix}@example.com`, `josé.${suffix}@example.com\u00ad`]) {
      const res = await register(hidden, `hidden${suffix}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { email: ['Please enter a valid email address.'] } });
    }
    const stored = await ctx.deps.database.db
      .selectFrom('members')
      .select(['email', 'email_key'])
      .where('user_name', '=', `jose${suffix}`)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      email: email.normalize('NFC'),
      email_key: email.toLowerCase().normalize('NFC'),
    });
    // Signing in with the address typed another way finds the account.
    const member = await ctx.deps.database.db
      .selectFrom('members')
      .select('id')
      .where('user_name', '=', `jose${suffix}`)
      .executeTakeFirstOrThrow();
    await ctx.deps.database.db
      .updateTable('members')
      .set({ email_confirmed_at: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute();
    const login = await post('/login?useCookies=true', {
      email: email.toUpperCase().normalize('NFD'),
      password: 'a long passphrase 1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses common passwords at sign-up, reset and change, naming the field', async () => {
    const signUp = await post('/register', { email: `c${Date.now()}@example.test`, password: 'Password1' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toHaveProperty('password');

    const member = await signUpMember(ctx);
    const change = await post(
      '/api/account/changepassword',
      { currentPassword: member.password, newPassword: 'iloveyou123' },
      member.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toHaveProperty('newPassword');

    await post('/api/videocomment/forgotPassword', { email: member.email });
    const code = lastMailTo(ctx, member.email)
      .links.find((l) => l.includes('/resetpassword/'))!
      .split('/')
      .at(-1)!;
    const reset = await post('/api/videocomment/resetpassword', {
      email: member.email,
      password: 'qwerty123456',
      code,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors).toHaveProperty('password');
  });

  it('kills a pending e-mail change link when the password is reset', async () => {
    const member = await signUpMember(ctx);
    // Someone who had the password asks to move the account to their own address...
    const attackerEmail = `attacker-${Date.now()}@example.test`;
    expect(
      (
        await post(
          '/api/account/changeemail',
          { newEmail: attackerEmail, password: member.password },
          member.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const pending = confirmLinkOf(attackerEmail);
    // ...the member notices and resets the password...
    await post('/api/videocomment/forgotPassword', { email: member.email });
    const code = lastMailTo(ctx, member.email)
      .links.find((l) => l.includes('/resetpassword/'))!
      .split('/')
      .at(-1)!;
    expect(
      (
        await post('/api/videocomment/resetpassword', {
          email: member.email,
          password: 'a whole new secret',
          code,
        })
      ).statusCode,
    ).toBe(200);

    // ...and the old link no longer moves the account.
    expect((await post('/api/account/confirmemail', pending)).statusCode).toBe(400);
    const cookie = await signIn(member.email, 'a whole new secret', 'test');
    expect((await get('/manage/info', cookie)).json().email).toBe(member.email);
  });

  it('tells the old address of a password change and of an e-mail change', async () => {
    const member = await signUpMember(ctx);
    await post(
      '/api/account/changepassword',
      { currentPassword: member.password, newPassword: 'the next secret' },
      member.cookie,
    );
    expect(lastMailTo(ctx, member.email).subject).toMatch(/password was changed/);

    const newEmail = `moved-${Date.now()}@example.test`;
    await post('/api/account/changeemail', { newEmail, password: 'the next secret' }, member.cookie);
    expect((await post('/api/account/confirmemail', confirmLinkOf(newEmail))).statusCode).toBe(200);
    const notice = lastMailTo(ctx, member.email);
    expect(notice.subject).toMatch(/e-mail address was changed/);
    expect(notice.text).toContain(newEmail);
    // The notice carries no live code.
    expect(notice.links.every((l) => !/code=|resetpassword\//.test(l))).toBe(true);
  });

  it('ends a session at its absolute lifetime however often it is used', async () => {
    const member = await signUpMember(ctx);
    const cookie = await signIn(member.email, member.password, 'test', true);
    const step = ACCOUNT_POLICY.persistentSessionMs / 2;
    let elapsed = 0;
    while (elapsed + step < ACCOUNT_POLICY.persistentSessionAbsoluteMs) {
      ctx.clock.advance(step);
      elapsed += step;
      expect((await get('/pingauth', cookie)).statusCode).toBe(200);
    }
    ctx.clock.advance(ACCOUNT_POLICY.persistentSessionAbsoluteMs - elapsed + 1000);
    expect((await get('/pingauth', cookie)).statusCode).toBe(401);
  });

  it('purges expired sessions nobody presents again', async () => {
    const member = await signUpMember(ctx);
    await signIn(member.email, member.password, 'test');
    const db = ctx.deps.database.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2);
    ctx.clock.advance(ACCOUNT_POLICY.browserSessionIdleMs + 1000);
    expect(await ctx.services.accounts.purgeExpiredSessions()).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(0);
  });

  it('lists the member’s sessions and ends one or all of the others', async () => {
    const member = await signUpMember(ctx);
    const phone = await signIn(member.email, member.password, 'Phone browser');
    const laptop = await signIn(member.email, member.password, 'Laptop browser', true);

    const list = await get('/api/account/sessions', member.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const sessions = AccountSessionSchema.array().parse(list.json().$values);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = sessions.find((s) => s.userAgent === 'Phone browser')!;
    // The handle is not the cookie's token, nor anything the cookie can be rebuilt from.
    expect(phone).not.toContain(phoneSession.id);

    expect((await post('/api/account/sessions/end', { id: phoneSession.id }, member.cookie)).statusCode).toBe(
      200,
    );
    expect((await get('/pingauth', phone)).statusCode).toBe(401);
    expect((await get('/pingauth', laptop)).statusCode).toBe(200);

    const current = sessions.find((s) => s.current)!;
    expect((await post('/api/account/sessions/end', { id: current.id }, member.cookie)).statusCode).toBe(400);
    // Another member cannot end someone else's session by its handle.
    const other = await signUpMember(ctx);
    const laptopSession = sessions.find((s) => s.userAgent === 'Laptop browser')!;
    expect((await post('/api/account/sessions/end', { id: laptopSession.id }, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await get('/pingauth', laptop)).statusCode).toBe(200);

    expect((await post('/api/account/sessions/endothers', undefined, member.cookie)).statusCode).toBe(200);
    expect((await get('/pingauth', laptop)).statusCode).toBe(401);
    expect((await get('/pingauth', member.cookie)).statusCode).toBe(200);
    expect((await get('/api/account/sessions')).statusCode).toBe(401);
  });

  it('answers /pingauth and /manage/info with no-store', async () => {
    const member = await signUpMember(ctx);
    for (const url of ['/pingauth', '/manage/info']) {
      const res = await get(url, member.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect(readOutbox(ctx).length).toBeGreaterThan(0);
  });
});
