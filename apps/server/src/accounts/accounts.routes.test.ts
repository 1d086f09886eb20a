import { describe, expect, it } from 'vitest';
import { makeComment, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { ACCOUNT_POLICY } from './account-policy.js';
import { lastMailTo, readOutbox, sessionCookieOf, signUpMember, someAddress } from '../test/accounts.js';

describe.each(testEngines)('accounts on %s', (engine) => {
  const ctx = useTestApp(engine);
  const post = (
    url: string,
    payload: object,
    extra: { cookie?: string; address?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: extra.address ?? someAddress(),
      headers: { ...(extra.cookie ? { cookie: extra.cookie } : {}), ...extra.headers },
    });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  describe('signing up', () => {
    it('creates an unconfirmed account and mails a confirmation link built from PUBLIC_URL', async () => {
      const res = await post(
        '/register',
        {
          Username: 'NewStar',
          Email: 'new.star@example.test',
          Password: 'a fine password',
          PasswordConfirmation: 'a fine password',
        },
        { headers: { host: 'evil.example' } },
      );

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'new.star@example.test', userName: 'NewStar' });
      const mail = lastMailTo(ctx, 'new.star@example.test');
      expect(mail.links.some((l) => l.startsWith(`${ctx.deps.config.publicUrl}/confirmemail?userId=`))).toBe(
        true,
      );
      expect(mail.text).not.toContain('evil.example');
    });

    it('answers 399 for a known e-mail and 400 for a known username, whatever the case', async () => {
      await post('/register', { Username: 'Twin', Email: 'twin@example.test', Password: 'password one' });

      const sameEmail = await post('/register', {
        Username: 'Other',
        Email: 'TWIN@example.test',
        Password: 'password one',
      });
      const sameName = await post('/register', {
        Username: 'twin',
        Email: 'other@example.test',
        Password: 'password one',
      });

      expect(sameEmail.statusCode).toBe(399);
      expect(sameEmail.json().title).toBe('Your e-mail already exists, have you forgotten your password?');
      expect(sameName.statusCode).toBe(400);
      expect(sameName.json().title).toBe('Your username already exists, have you forgotten your password?');
    });

    it('derives a username when the form sends only e-mail and password', async () => {
      const res = await post('/register', { email: 'solo.flyer@example.test', password: 'password one' });

      expect(res.statusCode).toBe(200);
      expect(res.json().userName).toBe('solo.flyer');
    });

    it('derives the first free numbered variant when the e-mail’s name is taken', async () => {
      for (const email of ['gemini@one.example.test', 'gemini@two.example.test']) {
        await post('/register', { email, password: 'password one' });
      }

      const third = await post('/register', { email: 'gemini@three.example.test', password: 'password one' });

      expect(third.json().userName).toBe('gemini3');
    });

    it('rejects bad input with 400 and the field at fault', async () => {
      const cases: [object, string][] = [
        [{ Email: 'not-an-email', Password: 'password one' }, 'email'],
        [{ Email: 'a@b.c', Password: 'short' }, 'password'],
        [{ Email: 'a@b.c', Password: 'x'.repeat(129) }, 'password'],
        [
          { Email: 'a@b.c', Password: 'password one', PasswordConfirmation: 'password two' },
          'passwordConfirmation',
        ],
        [{ Username: '', Email: 'a@b.c', Password: 'password one' }, 'username'],
      ];
      for (const [payload, field] of cases) {
        const res = await post('/register', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().errors ?? {})).toContain(field);
      }
    });

    it('keeps the full password: no truncation at 72 bytes', async () => {
      // Not one character repeated: that is refused as a common password.
      const long = 'pq'.repeat(50);
      const member = await signUpMember(ctx);
      await post(
        '/api/account/changepassword',
        { currentPassword: member.password, newPassword: long },
        { cookie: member.cookie },
      );

      const almost = await post('/login', { email: member.email, password: 'pq'.repeat(49) + 'px' });
      const exact = await post('/login', { email: member.email, password: long });

      expect(almost.statusCode).toBe(401);
      expect(exact.statusCode).toBe(200);
    });
  });

  describe('confirming and signing in', () => {
    it('refuses sign-in until the e-mail is confirmed, then confirms once only', async () => {
      await post('/register', { Email: 'wait@example.test', Password: 'password one' });
      const early = await post('/login', { email: 'wait@example.test', password: 'password one' });
      expect(early.statusCode).toBe(401);
      expect(early.json().title).toMatch(/not confirmed/);

      const link = new URL(
        lastMailTo(ctx, 'wait@example.test').links.find((l) => l.includes('confirmemail'))!,
      );
      const payload = { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') };
      const confirm = await post('/api/account/confirmemail', payload);
      const again = await post('/api/account/confirmemail', payload);
      const login = await post('/login?useSessionCookies=true', {
        email: 'wait@example.test',
        password: 'password one',
      });

      expect(confirm.statusCode).toBe(200);
      expect(again.statusCode).toBe(400);
      expect(login.statusCode).toBe(200);
    });

    it('resends the confirmation mail on request, and answers 200 for unknown addresses too', async () => {
      await post('/register', { Email: 'again@example.test', Password: 'password one' });
      const before = readOutbox(ctx).length;

      const known = await post('/api/account/resendconfirmation', { email: 'again@example.test' });
      const unknown = await post('/api/account/resendconfirmation', { email: 'nobody@example.test' });

      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(readOutbox(ctx).length).toBe(before + 1);
    });

    it('gives a 30-day cookie with remember me and a browser-session cookie without', async () => {
      const member = await signUpMember(ctx);

      const remembered = await post('/login?useCookies=true', {
        email: member.email,
        password: member.password,
      });
      const session = await post('/login?useSessionCookies=true', {
        email: member.email,
        password: member.password,
      });
      const viaSignIn = await post('/api/videocomment/signIn', {
        Username: member.userName,
        Password: member.password,
        Rememberme: 'true',
      });

      const rememberedCookie = String(remembered.headers['set-cookie']);
      expect(rememberedCookie).toMatch(/Max-Age=2592000/);
      expect(rememberedCookie).toMatch(/HttpOnly/);
      expect(rememberedCookie).toMatch(/SameSite=Lax/);
      expect(rememberedCookie).not.toMatch(/Secure/);
      expect(String(session.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/);
      expect(viaSignIn.statusCode).toBe(200);
      expect(String(viaSignIn.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    });

    it('knows who is signed in, issues a new session id at each sign-in and ends it at sign-out', async () => {
      const member = await signUpMember(ctx);
      const second = sessionCookieOf(
        (await post('/login', { email: member.email, password: member.password })).headers['set-cookie'],
      );

      expect(second).not.toBe(member.cookie);
      expect((await get('/pingauth', member.cookie)).json()).toEqual({ email: member.email });
      expect((await get('/manage/info', second)).json()).toEqual({
        id: member.id,
        email: member.email,
        userName: member.userName,
        isEmailConfirmed: true,
        role: 'member',
      });

      const out = await post('/logout', {}, { cookie: member.cookie });
      expect(out.statusCode).toBe(200);
      expect((await get('/pingauth', member.cookie)).statusCode).toBe(401);
      expect((await get('/pingauth', second)).statusCode).toBe(200);
      expect((await get('/pingauth', 'starlane_session=forged')).statusCode).toBe(401);
    });

    it('purges expired sessions on schedule, whether or not anyone presents them again', async () => {
      const member = await signUpMember(ctx);
      const sessionsOf = async () =>
        (
          await ctx.deps.database.db
            .selectFrom('sessions')
            .select('id_hash')
            .where('member_id', '=', member.id)
            .execute()
        ).length;
      expect(await sessionsOf()).toBe(1);

      await ctx.services.accounts.purgeExpiredSessions();
      expect(await sessionsOf()).toBe(1);
      ctx.clock.advance(ACCOUNT_POLICY.browserSessionIdleMs + 1);
      await ctx.services.accounts.purgeExpiredSessions();

      expect(await sessionsOf()).toBe(0);
    });

    it('answers a wrong password with 401 and no hint whether the account exists', async () => {
      const member = await signUpMember(ctx);

      const wrong = await post('/login', { email: member.email, password: 'not the password' });
      const unknown = await post('/login', { email: 'ghost@example.test', password: 'not the password' });
      const empty = await post('/login', { email: '', password: '' });

      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('abuse protection', () => {
    it('locks an account for 5 minutes after 5 failures from one address, leaving other addresses alone', async () => {
      const member = await signUpMember(ctx);
      const attacker = someAddress();
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('/login', { email: member.email, password: 'guess' }, { address: attacker }))
            .statusCode,
        ).toBe(401);
      }

      const locked = await post(
        '/login',
        { email: member.email, password: member.password },
        { address: attacker },
      );
      const elsewhere = await post('/login', { email: member.email, password: member.password });

      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(elsewhere.statusCode).toBe(200);

      ctx.clock.advance(5 * 60_000 + 1000);
      const later = await post(
        '/login',
        { email: member.email, password: member.password },
        { address: attacker },
      );
      expect(later.statusCode).toBe(200);
    });

    it('limits sign-ups per address with 429 and Retry-After', async () => {
      const address = someAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await post(
          '/register',
          { Email: `flood${i}-${address}@example.test`, Password: 'password one' },
          { address },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('refuses a cross-site POST that carries a session cookie', async () => {
      const member = await signUpMember(ctx);

      const foreignOrigin = await post(
        '/logout',
        {},
        { cookie: member.cookie, headers: { origin: 'https://evil.example' } },
      );
      const crossSite = await post(
        '/logout',
        {},
        { cookie: member.cookie, headers: { 'sec-fetch-site': 'cross-site' } },
      );
      const sameSite = await post(
        '/logout',
        {},
        {
          cookie: member.cookie,
          headers: { origin: ctx.deps.config.publicUrl, 'sec-fetch-site': 'same-origin' },
        },
      );

      expect(foreignOrigin.statusCode).toBe(403);
      expect(crossSite.statusCode).toBe(403);
      expect(sameSite.statusCode).toBe(200);
    });

    it('answers a GET on a state-changing path with 405', async () => {
      const res = await get('/logout');
      expect(res.statusCode).toBe(405);
    });
  });

  describe('forgotten passwords', () => {
    it('mails a one-time reset link, after which only the new password works', async () => {
      const member = await signUpMember(ctx);
      const forgot = await post('/api/videocomment/forgotPassword', { Email: member.email });
      expect(forgot.json().title).toBe('A reminder has been sent to your e-mail address');
      const link = lastMailTo(ctx, member.email).links.find((l) => l.includes('/resetpassword/'))!;
      const code = decodeURIComponent(link.split('/resetpassword/')[1]!);

      const reset = await post('/api/videocomment/resetpassword', {
        Email: member.email,
        Password: 'brand new secret',
        Code: code,
      });
      const reuse = await post('/api/videocomment/resetpassword', {
        Email: member.email,
        Password: 'another secret',
        Code: code,
      });

      expect(reset.statusCode).toBe(200);
      expect(reset.json().title).toBe('Your password has been reset');
      expect(reuse.statusCode).toBe(400);
      expect((await post('/login', { email: member.email, password: member.password })).statusCode).toBe(401);
      expect((await post('/login', { email: member.email, password: 'brand new secret' })).statusCode).toBe(
        200,
      );
      expect((await get('/pingauth', member.cookie)).statusCode).toBe(401);
    });

    it('refuses an expired reset code and answers 200 for unknown addresses', async () => {
      const member = await signUpMember(ctx);
      await post('/api/videocomment/forgotPassword', { Email: member.email });
      const link = lastMailTo(ctx, member.email).links.find((l) => l.includes('/resetpassword/'))!;
      const code = decodeURIComponent(link.split('/resetpassword/')[1]!);
      ctx.clock.advance(61 * 60_000);

      const expired = await post('/api/videocomment/resetpassword', {
        Email: member.email,
        Password: 'brand new secret',
        Code: code,
      });
      const unknown = await post('/api/videocomment/forgotPassword', { Email: 'ghost@example.test' });

      expect(expired.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(200);
    });
  });

  describe('managing the account', () => {
    it('changes the password and ends the member’s other sessions', async () => {
      const member = await signUpMember(ctx);
      const other = sessionCookieOf(
        (await post('/login', { email: member.email, password: member.password })).headers['set-cookie'],
      );

      const wrong = await post(
        '/api/account/changepassword',
        { currentPassword: 'nope nope', newPassword: 'the next secret' },
        { cookie: member.cookie },
      );
      const change = await post(
        '/api/account/changepassword',
        { currentPassword: member.password, newPassword: 'the next secret' },
        { cookie: member.cookie },
      );

      expect(wrong.statusCode).toBe(400);
      expect(change.statusCode).toBe(200);
      expect((await get('/pingauth', member.cookie)).statusCode).toBe(200);
      expect((await get('/pingauth', other)).statusCode).toBe(401);
    });

    it('changes the e-mail only once the new address confirms', async () => {
      const member = await signUpMember(ctx);
      const newEmail = `moved-${member.userName}@example.test`;

      const request = await post(
        '/api/account/changeemail',
        { newEmail, password: member.password },
        { cookie: member.cookie },
      );
      expect(request.statusCode).toBe(200);
      expect((await get('/pingauth', member.cookie)).json()).toEqual({ email: member.email });

      const link = new URL(lastMailTo(ctx, newEmail).links.find((l) => l.includes('confirmemail'))!);
      await post('/api/account/confirmemail', {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
      });

      expect((await get('/pingauth', member.cookie)).json()).toEqual({ email: newEmail });
      expect((await post('/login', { email: newEmail, password: member.password })).statusCode).toBe(200);
    });

    it('exports everything held about the member', async () => {
      const member = await signUpMember(ctx);
      const video = await makeVideo(ctx.deps.database.db);
      await makeComment(ctx.deps.database.db, member.id, video.id, { body: 'mine' });

      const res = await get('/api/account/export', member.cookie);

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment/);
      expect(res.json()).toMatchObject({
        member: { id: member.id, email: member.email, userName: member.userName },
        comments: [{ body: 'mine', videoWmcExternalId: video.wmcExternalId }],
        playlists: [],
        favourites: [],
      });
      expect(res.body).not.toContain('argon2');
    });

    it('deletes the account after the password, keeping comments as from a deleted member', async () => {
      const member = await signUpMember(ctx);
      const db = ctx.deps.database.db;
      const video = await makeVideo(db);
      await makeComment(db, member.id, video.id, { body: 'I was here' });
      const now = new Date().toISOString();
      await db
        .insertInto('ratings')
        .values({ member_id: member.id, video_id: video.id, rating: 5, created_at: now, updated_at: now })
        .execute();
      await db
        .updateTable('videos')
        .set({ rating_count: 1, rating_sum: 5 })
        .where('id', '=', video.id)
        .execute();

      const wrong = await post(
        '/api/account/delete',
        { password: 'wrong password' },
        { cookie: member.cookie },
      );
      expect(wrong.statusCode).toBe(400);
      const res = await post('/api/account/delete', { password: member.password }, { cookie: member.cookie });

      expect(res.statusCode).toBe(200);
      expect((await get('/pingauth', member.cookie)).statusCode).toBe(401);
      expect((await post('/login', { email: member.email, password: member.password })).statusCode).toBe(401);
      const comments = await get(`/api/videocomment/getCommentsByVideo?videoId=${video.id}`);
      expect(comments.json().$values[0]).toMatchObject({
        body: 'I was here',
        userName: 'deleted member',
        memberId: null,
      });
      const counters = await db
        .selectFrom('videos')
        .select(['rating_count', 'rating_sum', 'comment_count'])
        .where('id', '=', video.id)
        .executeTakeFirstOrThrow();
      expect(counters).toEqual({ rating_count: 0, rating_sum: 0, comment_count: 1 });
    });

    it('answers member calls from visitors with 401', async () => {
      expect((await get('/manage/info')).statusCode).toBe(401);
      expect((await get('/api/account/export')).statusCode).toBe(401);
      expect((await post('/api/account/delete', { password: 'whatever' })).statusCode).toBe(401);
      expect((await get('/pingauth')).json()).toMatchObject({ status: 401 });
    });
  });
});
