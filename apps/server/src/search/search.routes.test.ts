import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@starlane/contract';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { searchTerms } from './search.repository.js';
import { cacheTags } from '../infra/cache-tags.js';

describe('searchTerms', () => {
  it('keeps words only, so no input can become query syntax', () => {
    expect(searchTerms('Ali* OR "x" -y:z NEAR(')).toEqual(['ali', 'or', 'x', 'y', 'z', 'near']);
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('Émilie')).toEqual(['émilie']);
  });
});

describe.each(testEngines)('search on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const search = async (text: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/search/?strSearch=${encodeURIComponent(text)}` })
    ).json<{
      $values: SearchResult[];
    }>().$values;

  it('finds stars, videos and categories by word prefix ("ali" finds "Alice")', async () => {
    const star = await makeActor(db(), { firstName: 'Alice', lastName: 'Moonfield' });
    const video = await makeVideo(db(), { title: 'Alignment of Comets' });
    const category = await makeCategory(db(), { name: 'Alien Worlds' });
    await makeVideo(db(), { title: 'Nothing to see' });

    const results = await search('ali');

    expect(results).toEqual(
      expect.arrayContaining([
        { id: star.wmcExternalId, type: 'actor', title: 'Alice Moonfield', url: '/actor/Alice%20Moonfield' },
        {
          id: video.wmcExternalId,
          type: 'video',
          title: 'Alignment of Comets',
          url: `/video/${video.wmcExternalId}/Alignment%20of%20Comets`,
        },
        {
          id: category.wmcExternalId,
          type: 'category',
          title: 'Alien Worlds',
          url: `/category/${category.wmcExternalId}/Alien%20Worlds`,
        },
      ]),
    );
    expect(results.map((r) => r.title)).not.toContain('Nothing to see');
  });

  it('matches every word typed, each as a prefix, and a later word of a title', async () => {
    await makeVideo(db(), { title: 'Crimson Harbor Lights' });
    await makeVideo(db(), { title: 'Crimson Desert' });

    expect((await search('crim harb')).map((r) => r.title)).toEqual(['Crimson Harbor Lights']);
    expect((await search('lights')).map((r) => r.title)).toContain('Crimson Harbor Lights');
  });

  it('follows renames and deletions', async () => {
    const video = await makeVideo(db(), { title: 'Obsidian Tide' });
    await db().updateTable('videos').set({ title: 'Quartz Tide' }).where('id', '=', video.id).execute();
    // The test edits the catalogue behind the app's back, so it drops the answer cache as a writer must.
    await ctx.deps.versions.bump(cacheTags.catalogue);

    expect(await search('obsid')).toEqual([]);
    expect((await search('quartz')).map((r) => r.title)).toEqual(['Quartz Tide']);
    await db().deleteFrom('videos').where('id', '=', video.id).execute();
    await ctx.deps.versions.bump(cacheTags.catalogue);
    expect(await search('quartz')).toEqual([]);
  });

  it('hides categories without a picture, caps results at 20 and survives odd input', async () => {
    await makeCategory(db(), { name: 'Hidden Zephyr', picture: null });
    for (let i = 0; i < 25; i++) await makeVideo(db(), { title: `Zephyr take ${i}` });

    const results = await search('zephyr');

    expect(results).toHaveLength(20);
    expect(results.some((r) => r.type === 'category')).toBe(false);
    expect(await search('"*()')).toEqual([]);
    expect(await search('')).toEqual([]);
    const tooLong = await ctx.app.inject({ method: 'GET', url: `/api/search/?strSearch=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
  });
});
