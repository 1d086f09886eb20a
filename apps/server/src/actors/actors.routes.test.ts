import { describe, expect, it } from 'vitest';
import type { Actor } from '@starlane/contract';
import { makeActor } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('stars API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists every star by name', async () => {
    await makeActor(db(), { firstName: 'Zora', lastName: 'Vant' });
    await makeActor(db(), { firstName: 'Aria', lastName: 'Bloom' });

    const res = await get('/api/actor/');

    const names = res.json<{ $values: Actor[] }>().$values.map((a) => a.firstName);
    expect(names.indexOf('Aria')).toBeLessThan(names.indexOf('Zora'));
  });

  it('gives a random selection of the asked size, one by default', async () => {
    for (let i = 0; i < 5; i++) await makeActor(db());

    const one = await get('/api/actor/getSelection');
    const three = await get('/api/actor/getselection?amount=3');

    expect(one.json<{ $values: Actor[] }>().$values).toHaveLength(1);
    const ids = three.json<{ $values: Actor[] }>().$values.map((a) => a.id);
    expect(new Set(ids).size).toBe(3);
    expect((await get('/api/actor/getSelection?amount=0')).statusCode).toBe(400);
  });

  it('finds a star by id and by "First Last", ignoring case and extra spaces', async () => {
    const star = await makeActor(db(), { firstName: 'Lyra', lastName: 'Quenwick' });

    const byId = await get(`/api/actor/${star.wmcExternalId}`);
    const byNumeric = await get(`/api/actor/${star.id}`);
    const byName = await get('/api/actor/getactorbyname?actorname=lyra%20%20QUENWICK');

    for (const res of [byId, byNumeric, byName]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: star.id,
        wmcExternalId: star.wmcExternalId,
        firstName: 'Lyra',
        lastName: 'Quenwick',
        profilePicture: expect.stringMatching(/^\/media\//),
      });
    }
  });

  it('answers 404 for unknown stars and 400 for a missing name', async () => {
    expect((await get('/api/actor/nobody-here')).statusCode).toBe(404);
    expect((await get('/api/actor/getactorbyname?actorname=No%20One')).statusCode).toBe(404);
    expect((await get('/api/actor/getactorbyname')).statusCode).toBe(400);
  });
});
