import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '@starlane/contract';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

const MIN = 60;

/** A made-up word of its own per test, so earlier tests' videos never match. */
function word(): string {
  return `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

describe.each(testEngines)('search results page API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const results = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search/results?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json<SearchResults>();
  };
  const titles = (r: SearchResults) => r.videos.items.map((v) => v.title);

  it('keeps a whole results page for the next visitor until the catalogue changes', async () => {
    const w = word();
    const first = await makeVideo(db(), { title: `${w} first`, length: MIN });
    await makeVideo(db(), { title: `${w} second`, length: MIN });
    const query = { q: w, sort: 'relevance', duration: 'short', page: 1, amount: 12 } as const;
    expect((await ctx.services.search.results(query)).videos.total).toBe(2);

    // Changed behind the service's back (no bump): the kept page is answered, so nothing was read again.
    await db()
      .updateTable('videos')
      .set({ length: 60 * MIN })
      .where('id', '=', first.id)
      .execute();
    expect((await ctx.services.search.results(query)).videos.total).toBe(2);

    // A write through the service bumps the catalogue: the page is made afresh.
    await ctx.services.videos.setStatus(first.id, 'unpublished');
    expect(titles(await ctx.services.search.results(query))).toEqual([`${w} second`]);
  });

  it('pages matching videos 12 at a time with the total, and lists stars and categories with counts', async () => {
    const w = word();
    for (let i = 1; i <= 14; i++) await makeVideo(db(), { title: `${w} clip ${String(i).padStart(2, '0')}` });
    await makeVideo(db(), { title: `${w} hidden`, status: 'unpublished' });
    await makeActor(db(), { firstName: w, lastName: 'Star' });
    await makeCategory(db(), { name: `${w} Category` });

    const page1 = await results(`q=${w}`);
    const page2 = await results(`q=${w}&page=2`);

    expect(page1.videos.total).toBe(14);
    expect(page1.videos.items).toHaveLength(12);
    expect(page2.videos.items).toHaveLength(2);
    expect(new Set([...titles(page1), ...titles(page2)]).size).toBe(14);
    expect(page1.stars).toMatchObject({ total: 1, items: [{ firstName: w, lastName: 'Star' }] });
    expect(page1.categories).toMatchObject({ total: 1, items: [{ name: `${w} Category` }] });
    expect(page1).toMatchObject({ searched: w, correctedFrom: null, suggestions: [] });
  });

  it('sorts by best match, newest, most viewed, top rated and longest, and filters by duration and category', async () => {
    const w = word();
    const category = await makeCategory(db());
    await makeVideo(db(), {
      title: `${w}`,
      length: 2 * MIN,
      viewCount: 1,
      createdAt: '2026-01-01T00:00:00Z',
    });
    await makeVideo(db(), {
      title: `${w} with a much longer title`,
      length: 30 * MIN,
      viewCount: 9,
      createdAt: '2026-01-03T00:00:00Z',
      categoryIds: [category.id],
    });
    await makeVideo(db(), {
      title: `${w} medium`,
      length: 10 * MIN,
      viewCount: 5,
      createdAt: '2026-01-02T00:00:00Z',
      categoryIds: [category.id],
    });

    // Best match: the shortest title that matches comes first.
    expect(titles(await results(`q=${w}`))[0]).toBe(w);
    expect(titles(await results(`q=${w}&sort=newest`))).toEqual([
      `${w} with a much longer title`,
      `${w} medium`,
      w,
    ]);
    expect(titles(await results(`q=${w}&sort=mostviewed`))[0]).toBe(`${w} with a much longer title`);
    expect(titles(await results(`q=${w}&sort=longest`))).toEqual([
      `${w} with a much longer title`,
      `${w} medium`,
      w,
    ]);
    expect(titles(await results(`q=${w}&duration=short`))).toEqual([w]);
    const inCategory = await results(`q=${w}&categoryId=${category.wmcExternalId}&duration=medium`);
    expect(titles(inCategory)).toEqual([`${w} medium`]);
    expect(inCategory.videos.total).toBe(1);
  });

  it('corrects a misspelt word to the closest one of the catalogue', async () => {
    const w = word();
    await makeVideo(db(), { title: `${w} sunset` });
    // One letter changed inside the word: no prefix matches it any more.
    const typo = `${w.slice(0, 4)}${w[4] === 'x' ? 'y' : 'x'}${w.slice(5)}`;

    const found = await results(`q=${typo}`);

    expect(found.correctedFrom).toBe(typo);
    expect(found.searched).toBe(w);
    expect(titles(found)).toEqual([`${w} sunset`]);
  });

  it('forgives swapped letters and short words missing a letter, and prefers a correction that matches', async () => {
    const w = word();
    await makeVideo(db(), { title: `Hazy Story ${w}` });
    await makeVideo(db(), { title: `Evening Stroll ${w}` });
    await makeVideo(db(), { title: `Neon Workout ${w}` });
    await makeVideo(db(), { title: `Noon Picnic ${w}` });
    await makeVideo(db(), { title: `Test clip ${w}` });
    // The spelling vocabulary is rebuilt every ten minutes: let these titles into it.
    ctx.clock.advance(11 * 60_000);
    const search = (q: string) => results(`q=${encodeURIComponent(`${q} ${w}`)}`);

    const swapped = await search('Hazy Stroy');
    expect(swapped).toMatchObject({ correctedFrom: `hazy stroy ${w}`, searched: `hazy story ${w}` });
    expect(titles(swapped)).toEqual([`Hazy Story ${w}`]);
    // "noon" is as close as "neon", but only "neon workout" is in the catalogue.
    expect(titles(await search('Noen Workout'))).toEqual([`Neon Workout ${w}`]);
    const short = await search('Test clp');
    expect(short.searched).toBe(`test clip ${w}`);
    expect(titles(short)).toEqual([`Test clip ${w}`]);
  });

  it('corrects misspelt names, and suggests the closest names when nothing matches', async () => {
    await makeActor(db(), { firstName: 'Quintessa', lastName: 'Vortigern' });
    // The spelling vocabulary is rebuilt every ten minutes: let this star into it.
    ctx.clock.advance(11 * 60_000);

    const corrected = await results(`q=${encodeURIComponent('kwintessa fortigernn')}`);
    const nothing = await results('q=qqvortqq');
    const noWords = await results(`q=${encodeURIComponent('!!!')}`);

    expect(corrected.correctedFrom).toBe('kwintessa fortigernn');
    expect(corrected.stars.items.map((a) => a.lastName)).toEqual(['Vortigern']);
    expect(nothing.videos.total + nothing.stars.total + nothing.categories.total).toBe(0);
    expect(nothing.suggestions).toContain('Quintessa Vortigern');
    expect(noWords).toMatchObject({ videos: { total: 0 }, stars: { total: 0 }, categories: { total: 0 } });
  });

  it('answers a clear 400 for a bad query and 404 for an unknown category', async () => {
    for (const query of ['', 'q=', 'q=a&sort=best', 'q=a&duration=x', 'q=a&page=0', `q=${'a'.repeat(101)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search/results?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/search/results?q=a&categoryId=nope' });
    expect(unknown.statusCode).toBe(404);
  });
});
