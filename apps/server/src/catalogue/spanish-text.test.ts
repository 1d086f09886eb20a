import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideoDetail, SearchResult, VideoDetail, VideoListItem } from '@starlane/contract';
import { parseFeed, type FeedEntry } from '../media/index.js';
import { memberRequests, signUpMember, signUpStaff, type TestMember } from '../test/accounts.js';
import { makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** Catalogue text in Spanish (docs/decisions/0074): written by staff and feeds, answered by the API, searched. */
describe.each(testEngines)('Spanish catalogue text on %s', (engine) => {
  const ctx = useTestApp(engine, { PARTNER_MEDIA_ORIGINS: 'https://cdn.partner.example' });
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  let staff: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    staff = await signUpStaff(ctx);
    member = await signUpMember(ctx);
  });

  const detail = async (id: string) => (await http.get(`/api/video/getmovie?id=${id}`)).json<VideoDetail>();
  const quickSearch = async (text: string) =>
    (await http.get(`/api/search/?strSearch=${encodeURIComponent(text)}`)).json<{ $values: SearchResult[] }>()
      .$values;
  const resultsPage = async (text: string) =>
    (await http.get(`/api/search/results?q=${encodeURIComponent(text)}`)).json<{
      videos: { items: VideoListItem[] };
    }>().videos.items;

  it('lets staff write a Spanish title and description that the API answers beside the default and the search finds', async () => {
    const category = await makeCategory(db(), { name: 'Skyline' });
    const video = await makeVideo(db(), { title: 'Harbour lights', categoryIds: [category.id] });
    expect((await detail(video.wmcExternalId)).titleEs).toBeNull();
    expect(await quickSearch('faro')).toEqual([]);

    const body = {
      title: 'Harbour lights',
      description: 'Boats at dusk',
      categoryIds: [category.id],
      starIds: [],
    };
    const refused = await http.post(`/api/admin/videos/${video.id}/update`, member, {
      ...body,
      titleEs: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const tooLong = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      ...body,
      titleEs: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);

    const edited = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      ...body,
      titleEs: ' Luces del faro ',
      descriptionEs: 'Barcos al anochecer',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminVideoDetail>()).toMatchObject({
      titleEs: 'Luces del faro',
      descriptionEs: 'Barcos al anochecer',
      captions: [],
    });
    const renamed = await http.post(`/api/admin/categories/${category.id}/update`, staff, {
      name: 'Skyline',
      nameEs: 'Horizonte',
    });
    expect(renamed.statusCode).toBe(200);

    const page = await detail(video.wmcExternalId);
    expect(page).toMatchObject({ title: 'Harbour lights', titleEs: 'Luces del faro' });
    expect(page.descriptionEs).toBe('Barcos al anochecer');
    expect(page.movieMovieCategories[0]?.movieCategory).toMatchObject({
      name: 'Skyline',
      nameEs: 'Horizonte',
    });

    // Either title finds the video, on the quick search and on the results page.
    for (const words of ['faro', 'luces del', 'harbour']) {
      const found = (await quickSearch(words)).find((r) => r.id === video.wmcExternalId);
      expect(found, words).toMatchObject({ title: 'Harbour lights', titleEs: 'Luces del faro' });
      expect(
        (await resultsPage(words)).map((v) => v.id),
        words,
      ).toContain(video.id);
    }

    // An update that leaves the Spanish fields out keeps them; an empty one removes them.
    await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      ...body,
      title: 'Harbour lights at night',
    });
    expect((await detail(video.wmcExternalId)).titleEs).toBe('Luces del faro');
    await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      ...body,
      titleEs: '',
      descriptionEs: '',
    });
    const cleared = await detail(video.wmcExternalId);
    expect([cleared.titleEs, cleared.descriptionEs]).toEqual([null, null]);
    expect((await quickSearch('faro')).map((r) => r.id)).not.toContain(video.wmcExternalId);
  });

  it('imports title_es and description_es from a feed, changing only the columns the feed carries', async () => {
    const feed = (lines: string[]): FeedEntry[] => {
      const entries = parseFeed(lines.join('\n'), 'csv');
      if ('problem' in entries) throw new Error(entries.problem);
      return entries;
    };
    const options = { thumbnailTimeoutMs: 1000, thumbnailMaxBytes: 100_000, dryRun: false };
    const first = await ctx.services.feedImport.import(
      feed([
        'wmcExternalId,title,title_es,description_es,duration,videoUrl',
        'feedspanish-0001,Mountain pass,Paso de montaña,Curvas y niebla,42,https://cdn.partner.example/m.mp4',
      ]),
      options,
    );
    expect(first).toMatchObject({ created: 1 });
    const row = () =>
      db()
        .selectFrom('videos')
        .select(['title', 'title_es', 'description_es'])
        .where('wmc_external_id', '=', 'feedspanish-0001')
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({
      title: 'Mountain pass',
      title_es: 'Paso de montaña',
      description_es: 'Curvas y niebla',
    });

    // Without the Spanish columns nothing Spanish changes; with an empty cell the text goes.
    await ctx.services.feedImport.import(
      feed(['wmcExternalId,title', 'feedspanish-0001,Mountain pass at dawn']),
      options,
    );
    expect(await row()).toMatchObject({ title: 'Mountain pass at dawn', title_es: 'Paso de montaña' });
    const third = await ctx.services.feedImport.import(
      feed(['wmcExternalId,title_es', 'feedspanish-0001,']),
      options,
    );
    expect(third).toMatchObject({ updated: 1 });
    expect(await row()).toMatchObject({ title_es: null, description_es: 'Curvas y niebla' });

    const tooLong = await ctx.services.feedImport.import(
      feed(['wmcExternalId,title_es', `feedspanish-0001,${'y'.repeat(201)}`]),
      options,
    );
    expect(JSON.stringify(tooLong)).toContain('title_es has at most 200 characters');
  });
});
