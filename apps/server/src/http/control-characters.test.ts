import { describe, expect, it } from 'vitest';
import { makeActor, makeVideo } from '../test/factories.js';
import { readOutbox, signUpMember, someAddress } from '../test/accounts.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { controlIn } from './control-characters.js';

describe('which strings hold a control they may not', () => {
  it('refuses C0 controls and DEL everywhere, and lets textareas keep tab and line breaks', () => {
    expect(controlIn({ email: 'x\u0000@b.co' })).toBe('email');
    expect(controlIn({ a: [{ b: 'ok' }, { c: 'bell\u0007' }] })).toBe('a.1.c');
    expect(controlIn({ 'k\u0001': 'v' })).toBe('k\u0001');
    expect(controlIn({ userName: 'tab\there' })).toBe('userName');
    expect(controlIn({ name: 'del\u007f' })).toBe('name');
    expect(controlIn('raw\u0000')).toBe('body');
    expect(controlIn({ videocomment: 'one\r\ntwo\tthree', Feedback: 'a\nb', description: 'c\nd' })).toBe(
      undefined,
    );
    expect(controlIn({ videocomment: 'nul\u0000' })).toBe('videocomment');
    expect(controlIn({ text: 'escape\u001b[31m' })).toBe('text');
    expect(controlIn({ title: 'é 💥 \u00a0 \u2028', n: 1, b: null, t: true })).toBe(undefined);
  });
});

describe.each(testEngines)('control characters sent to %s', (engine) => {
  const ctx = useTestApp(engine);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('a NUL in a URL is refused with a 400 before any route reads it, on the API and on pages', async () => {
    await makeActor(ctx.deps.database.db, { firstName: 'Nula', lastName: 'Vex' });
    for (const url of [
      '/api/actor/getactorbyname?actorname=%F1%87%BA%BC%00',
      '/api/actor/getactorbyname?actorname=Nula%20Vex%00',
      '/api/search/?strSearch=a%00',
      '/api/video/getmovie?id=1%00',
      '/search?q=%00',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        status: 400,
        title: 'The URL must not contain a NUL character (%00)',
      });
    }
    expect((await get('/api/actor/getactorbyname?actorname=Nula%20Vex')).statusCode).toBe(200);
  });

  it('a NUL or another control in a JSON body is a 400 on every route that takes one, and nothing is stored', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(ctx.deps.database.db);
    const calls: [string, object, string?][] = [
      ['/register', { email: 'x\u0000@b.co', username: 'nulname', password: 'a long passphrase 1' }],
      ['/register', { email: 'y@b.co', username: 'bell\u0007name', password: 'a long passphrase 1' }],
      ['/login?useCookies=true', { email: 'x\u0000@b.co', password: 'a long passphrase 1' }],
      ['/api/videocomment/signIn', { Username: 'x\u0000@b.co', Password: 'pw', Rememberme: 'true' }],
      ['/api/videocomment/forgotPassword', { email: `${member.email}\u0000` }],
      ['/api/account/resendconfirmation', { email: `x\u0001${member.email}` }],
      [
        '/api/dmca/notice',
        {
          claimantName: 'Ann\u0000',
          email: 'ann@example.com',
          work: 'a work',
          urls: ['/video/x'],
          goodFaith: true,
          accuracy: true,
          signature: 'Ann',
        },
      ],
      [
        '/api/videocomment/addCommentToVideo',
        { videoId: video.wmcExternalId, videocomment: 'hello\u0000world' },
        member.cookie,
      ],
      ['/api/account/changeemail', { newEmail: 'x\u0000@b.co', password: member.password }, member.cookie],
    ];
    const mailsBefore = readOutbox(ctx).length;
    for (const [url, body, cookie] of calls) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: body,
        remoteAddress: someAddress(),
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        status: 400,
        errors: expect.objectContaining({}) as unknown,
      });
      expect(Object.values(res.json<{ errors: Record<string, string[]> }>().errors).flat(), url).toEqual([
        'must not contain control characters',
      ]);
    }
    const db = ctx.deps.database.db;
    const nulRows = await db
      .selectFrom('members')
      .select('id')
      .where((eb) => eb.or([eb('email', 'like', '%b.co'), eb('user_name', 'like', '%name')]))
      .execute();
    expect(nulRows).toEqual([]);
    expect(await db.selectFrom('comments').select('id').execute()).toEqual([]);
    expect(readOutbox(ctx).length).toBe(mailsBefore);
  });

  it('keeps tab and line breaks where a textarea has them, and refuses them in one-line fields', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(ctx.deps.database.db);
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/videocomment/addCommentToVideo',
      payload: { videoId: video.wmcExternalId, videocomment: 'first line\r\nsecond\tline' },
      headers: { cookie: member.cookie },
    });
    expect(comment.statusCode).toBe(200);
    const name = await ctx.app.inject({
      method: 'POST',
      url: '/register',
      payload: { email: 'tab@b.co', username: 'tab\tname', password: 'a long passphrase 1' },
      remoteAddress: someAddress(),
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ errors: { username: ['must not contain control characters'] } });
  });

  it('a header value with a control character is refused before anything reads it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/category/',
      headers: { 'x-anything': 'a\u0001b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      title: 'A header must not contain control characters',
      errors: { 'x-anything': ['must not contain control characters'] },
    });
    const tab = await ctx.app.inject({ method: 'GET', url: '/api/category/', headers: { 'x-a': 'a\tb' } });
    expect(tab.statusCode).toBe(200);
  });
});
