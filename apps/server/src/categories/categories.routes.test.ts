import { describe, expect, it } from 'vitest';
import { makeCategory } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('categories API on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('lists every category wrapped in $values, by name, pictures or not', async () => {
    const db = ctx.deps.database.db;
    await makeCategory(db, { name: 'Zebra Stripes' });
    await makeCategory(db, { name: 'Aurora', picture: null });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/category/' });

    expect(res.statusCode).toBe(200);
    const names = res.json<{ $values: { name: string }[] }>().$values.map((c) => c.name);
    expect(names.indexOf('Aurora')).toBeLessThan(names.indexOf('Zebra Stripes'));
    expect(res.json().$values.find((c: { name: string }) => c.name === 'Aurora').categoryPicture).toBeNull();
  });

  it('finds one category by external id or numeric id, case-insensitive path', async () => {
    const made = await makeCategory(ctx.deps.database.db, { name: 'Neon' });

    const byExternal = await ctx.app.inject({ method: 'GET', url: `/API/Category/${made.wmcExternalId}` });
    const byNumeric = await ctx.app.inject({ method: 'GET', url: `/api/category/${made.id}/` });

    expect(byExternal.statusCode).toBe(200);
    expect(byExternal.json()).toMatchObject({ id: made.id, wmcExternalId: made.wmcExternalId, name: 'Neon' });
    expect(byNumeric.json()).toMatchObject({ id: made.id, name: 'Neon' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/category/no-such-category' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/category/%3Cscript%3E' });

    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, title: 'Category was not found' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, errors: { id: [expect.any(String)] } });
  });
});
