import { describe, expect, it } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { makeActor, makeCategory, makeVideo, rate } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { useMemberApp } from '../test/accounts.js';

type List = { $values: VideoListItem[] };
const MIN = 60;

describe.each(testEngines)('sorting and filtering listings on %s', (engine) => {
  const { db, get } = useMemberApp(engine);
  const titles = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json<List>().$values.map((v) => v.title);
  };

  /** Four videos of one category and star: lengths 2, 10, 30 and 20 minutes, views and ratings apart. */
  async function catalogue(prefix: string) {
    const category = await makeCategory(db());
    const actor = await makeActor(db());
    const links = { categoryIds: [category.id], actorIds: [actor.id] };
    const made = [];
    for (const [name, minutes, viewCount] of [
      ['short', 2, 50],
      ['medium', 10, 5],
      ['long', 30, 20],
      ['twenty', 20, 1],
    ] as const) {
      made.push(
        await makeVideo(db(), { title: `${prefix}-${name}`, length: minutes * MIN, viewCount, ...links }),
      );
    }
    const [short, long] = [made[0]!, made[2]!];
    await rate(db(), long.id, [5, 5, 5]);
    await rate(db(), short.id, [1]);
    return { category, actor };
  }

  it('sorts and filters a category’s videos; no parameters keep newest first', async () => {
    const { category } = await catalogue('c');
    const base = `/api/video/getbycategory?categoryId=${category.id}`;

    expect(await titles(base)).toEqual(['c-twenty', 'c-long', 'c-medium', 'c-short']);
    expect(await titles(`${base}&sort=newest`)).toEqual(['c-twenty', 'c-long', 'c-medium', 'c-short']);
    expect(await titles(`${base}&sort=mostviewed`)).toEqual(['c-short', 'c-long', 'c-medium', 'c-twenty']);
    expect(await titles(`${base}&sort=longest`)).toEqual(['c-long', 'c-twenty', 'c-medium', 'c-short']);
    expect((await titles(`${base}&sort=toprated`))[0]).toBe('c-long');
    expect(await titles(`${base}&duration=short`)).toEqual(['c-short']);
    // 20 minutes exactly is still 5-20.
    expect(await titles(`${base}&duration=medium`)).toEqual(['c-twenty', 'c-medium']);
    expect(await titles(`${base}&duration=long`)).toEqual(['c-long']);
    expect(await titles(`${base}&duration=medium&sort=mostviewed&amount=1&page=2`)).toEqual(['c-twenty']);
  });

  it('sorts and filters a star’s videos', async () => {
    const { actor } = await catalogue('a');
    const base = `/api/video/getbyactor?actorId=${actor.id}`;

    expect(await titles(base)).toEqual(['a-twenty', 'a-long', 'a-medium', 'a-short']);
    expect(await titles(`${base}&sort=longest&duration=medium`)).toEqual(['a-twenty', 'a-medium']);
    expect(await titles(`${base}&sort=mostviewed&amount=2&page=1`)).toEqual(['a-short', 'a-long']);
    expect(await titles(`${base}&sort=mostviewed&amount=2&page=2`)).toEqual(['a-medium', 'a-twenty']);
  });

  it('filters the catalogue by duration beside its sort', async () => {
    await catalogue('v');
    const mine = (list: string[]) => list.filter((t) => t.startsWith('v-'));

    expect(mine(await titles('/api/video/?sort=longest&duration=long&amount=100'))).toEqual(['v-long']);
    expect(mine(await titles('/api/video/?sort=newest&duration=medium&amount=100'))).toEqual([
      'v-twenty',
      'v-medium',
    ]);
  });

  it('answers a clear 400 for an unknown sort or duration', async () => {
    const category = await makeCategory(db());
    for (const url of [
      `/api/video/getbycategory?categoryId=${category.id}&sort=best`,
      `/api/video/getbycategory?categoryId=${category.id}&duration=tiny`,
      '/api/video/getbyactor?actorId=1&sort=1',
      '/api/video/?duration=xl',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, errors: expect.any(Object) });
    }
  });
});
