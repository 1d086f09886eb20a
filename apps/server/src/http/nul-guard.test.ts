import { describe, expect, it } from 'vitest';
import { makeActor } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('a NUL character in a URL on %s', (engine) => {
  const ctx = useTestApp(engine);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('is refused with a 400 before any route reads it, on the API and on pages', async () => {
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
});
