import { describe, expect, it } from 'vitest';
import { makeMember } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('member summary on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('gives a member’s public name only', async () => {
    const member = await makeMember(ctx.deps.database.db, { userName: 'cribowner' });

    const res = await ctx.app.inject({ method: 'GET', url: `/api/member/${member.id}` });

    expect(res.json()).toEqual({ id: member.id, userName: 'cribowner' });
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/6f1c3a4e-2b7d-4c9a-8e5f-0a1b2c3d4e5f',
    });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/member/nope' });

    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
  });
});
