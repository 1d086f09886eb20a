import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_ES, type PageQuery } from '@starlane/contract';
import { signUpMember, someAddress } from '../test/accounts.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { createQueryResolver } from '../pages/query-resolver.js';

describe.each(testEngines)('the API’s own texts in the request’s language on %s', (engine) => {
  const ctx = useTestApp(engine);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const missingVideo = '/api/video/getmovie?id=nonexistent-video';

  it('answers in English by default, and in Spanish for Accept-Language es, saying it varies on it', async () => {
    const english = await get(missingVideo);
    const spanish = await get(missingVideo, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });

    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ status: 404, title: 'Video was not found' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ status: 404, title: 'No se ha encontrado el vídeo' });
    for (const answer of [english, spanish]) expect(String(answer.headers.vary)).toMatch(/Accept-Language/);
  });

  it('weighs Accept-Language by q and lets lang win over it; anything else is English', async () => {
    const titleOf = async (url: string, acceptLanguage?: string) =>
      (await get(url, acceptLanguage ? { 'accept-language': acceptLanguage } : {})).json<{ title: string }>()
        .title;
    const es = 'No se ha encontrado el vídeo';
    const en = 'Video was not found';

    expect(await titleOf(missingVideo, 'fr-FR, en;q=0.5, es;q=0.8')).toBe(es);
    expect(await titleOf(missingVideo, 'es;q=0, en')).toBe(en);
    expect(await titleOf(missingVideo, 'fr, de;q=0.9')).toBe(en);
    expect(await titleOf(missingVideo, '*')).toBe(en);
    expect(await titleOf(missingVideo, ';;;q=x,,')).toBe(en);
    expect(await titleOf(`${missingVideo}&lang=es`, 'en')).toBe(es);
    expect(await titleOf(`${missingVideo}&LANG=es`)).toBe(es);
    expect(await titleOf(`${missingVideo}&lang=en`, 'es')).toBe(en);
  });

  it('refuses a lang the site does not speak with a 400 naming it', async () => {
    const answer = await get(`${missingVideo}&lang=fr`, { 'accept-language': 'es' });

    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ title: string; errors: Record<string, string[]> }>()).toMatchObject({
      title: 'Uno o más campos no son válidos',
      errors: { lang: [expect.stringMatching(/inválid|esperaba/i)] },
    });
  });

  it('writes the layers’ texts and schema messages in Spanish too', async () => {
    const unknownKey = await get('/api/video/getmovie?id=x&colour=red&lang=es');
    const badAmount = await get('/api/video/getmostviewed?amount=lots', { 'accept-language': 'es' });
    const badAmountEnglish = await get('/api/video/getmostviewed?amount=lots');

    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toEqual({
      status: 400,
      title: 'Parámetro de consulta desconocido: colour',
      errors: { colour: ['no es un parámetro de esta llamada'] },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json<{ title: string }>().title).toBe('Uno o más campos no son válidos');
    const spanishMessages = Object.values(
      badAmount.json<{ errors: Record<string, string[]> }>().errors,
    ).flat();
    const englishMessages = Object.values(
      badAmountEnglish.json<{ errors: Record<string, string[]> }>().errors,
    ).flat();
    expect(spanishMessages.length).toBeGreaterThan(0);
    expect(spanishMessages).not.toEqual(englishMessages);
  });

  it('confirms and refuses a member’s actions in their language: the spec’s texts and the server’s', async () => {
    const member = await signUpMember(ctx);
    const signIn = (lang: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/login?useSessionCookies=true&lang=${lang}`,
        remoteAddress: someAddress(),
        payload: { email: member.email, password },
      });

    expect((await signIn('es', member.password)).json()).toEqual({
      status: 200,
      title: MESSAGES_ES.signInSucceeded,
    });
    expect((await signIn('en', member.password)).json()).toEqual({
      status: 200,
      title: MESSAGES.signInSucceeded,
    });
    const refused = await signIn('es', 'not the password at all');
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ title: string }>().title).toBe(MESSAGES_ES.signInFailed);

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: member.cookie, 'accept-language': 'es' },
    });
    expect(signOut.json()).toEqual({ status: 200, title: 'Sesión cerrada.' });
    expect(String(signOut.headers.vary)).toMatch(/Accept-Language/);
  });

  it('writes a page query’s refusal in the language of the page rendering it', async () => {
    const resolve = createQueryResolver(ctx.services);
    const query: PageQuery = { name: 'videos/detail', args: ['nonexistent-video', 'visitor'] };

    expect((await resolve(null, 'es')(query)).resolved).toEqual({
      status: 'error',
      error: { status: 404, title: 'No se ha encontrado el vídeo' },
    });
    expect((await resolve(null, 'en')(query)).resolved).toEqual({
      status: 'error',
      error: { status: 404, title: 'Video was not found' },
    });
  });

  it('documents lang and Accept-Language on every operation', async () => {
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
    );

    expect(operations.length).toBeGreaterThan(50);
    for (const { at, operation } of operations) {
      const names = (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(names, at).toContain('query:lang');
      expect(names, at).toContain('header:Accept-Language');
    }
  });
});
