import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed, type FeedEntry } from './index.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** A partner's image host: a good JPEG, one too big, one too slow, one that is not an image. */
function imageHost() {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('small picture'), 0xff, 0xd9]);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/good')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else if (req.url === '/huge.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.alloc(200_000));
    } else if (req.url === '/slow.jpg') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg), 3000).unref();
    } else if (req.url === '/page.jpg') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  return { server, jpeg };
}

describe.each(testEngines)('partner feed import on %s', (engine) => {
  const ctx = useTestApp(engine, {
    PARTNER_MEDIA_ORIGINS: 'https://cdn.partner.example',
    PARTNER_EMBED_ORIGINS: 'https://partner.example',
  });
  const host = imageHost();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => host.server.close(() => resolve())));

  const limits = { thumbnailTimeoutMs: 1000, thumbnailMaxBytes: 100_000 };
  const feed = (
    rows: string[],
    header = 'wmcExternalId,title,description,duration,thumbnailUrl,videoUrl,embedUrl,categories,stars,publishedDate',
  ): FeedEntry[] => {
    const entries = parseFeed([header, ...rows].join('\n'), 'csv');
    if ('problem' in entries) throw new Error(entries.problem);
    return entries;
  };
  const rows = () => [
    `feedpartner-0001,Sunset drive,Neon,95,${base}/good-1.jpg,https://cdn.partner.example/1.mp4,,Feed Retro|Feed Neon,Ann Feedstar,2024-05-01`,
    `feedpartner-0002,Embedded,,42,${base}/huge.jpg,,https://partner.example/embed/2,Feed Retro,,2024-05-02`,
    `feedpartner-0003,Slow thumb,,42,${base}/slow.jpg,https://cdn.partner.example/3.mp4,,,,2024-05-03`,
    `feedpartner-0004,Not a picture,,42,${base}/page.jpg,https://cdn.partner.example/4.mp4,,,,2024-05-04`,
    `feedpartner-0005,No url,,42,,,,,,2024-05-05`,
    `feedpartner-0001,Duplicate,,42,,https://cdn.partner.example/1.mp4,,,,2024-05-05`,
  ];

  it('imports, reports bad rows by line, survives failing thumbnails and changes nothing the second time', async () => {
    const dry = await ctx.services.feedImport.import(feed(rows()), { ...limits, dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, created: 4, updated: 0, unchanged: 0 });
    expect(dry.categoriesCreated).toEqual(['Feed Retro', 'Feed Neon']);
    const noneYet = await ctx.deps.database.db
      .selectFrom('videos')
      .select('id')
      .where('wmc_external_id', 'like', 'feedpartner-%')
      .execute();
    expect(noneYet).toEqual([]);

    const categoryNames = async () =>
      (await ctx.app.inject({ url: '/api/category/' }))
        .json<{ $values: { name: string }[] }>()
        .$values.map((c) => c.name);
    expect(await categoryNames()).not.toContain('Feed Retro');

    const first = await ctx.services.feedImport.import(feed(rows()), limits);
    expect(first).toMatchObject({ created: 4, updated: 0, unchanged: 0 });
    // The list was cached before the import; the categories it made show at once.
    expect(await categoryNames()).toEqual(expect.arrayContaining(['Feed Retro', 'Feed Neon']));
    expect(first.invalid).toEqual([
      { line: 6, problem: 'a video URL or an embed URL is required' },
      { line: 7, problem: 'wmcExternalId feedpartner-0001 was already on line 2' },
    ]);
    expect(first.categoriesCreated).toEqual(['Feed Retro', 'Feed Neon']);
    expect(first.starsCreated).toEqual(['Ann Feedstar']);
    expect(first.thumbnailFailures.map((f) => [f.line, f.problem])).toEqual([
      [3, 'is larger than 100000 bytes'],
      [4, 'took longer than 1000 ms'],
      [5, 'is text/html'],
    ]);

    const page = await ctx.app.inject({ url: '/api/video/getmovie?id=feedpartner-0001' });
    expect(page.statusCode).toBe(200);
    const video = page.json<{ thumbnail: string; videoURL: string; length: number; title: string }>();
    expect(video).toMatchObject({
      title: 'Sunset drive',
      length: 95,
      videoURL: 'https://cdn.partner.example/1.mp4',
    });
    expect(video.thumbnail).toMatch(/^\/media\/feed\/thumbs\/[0-9a-f]{32}\.jpg$/);
    const copied = await ctx.app.inject({ url: video.thumbnail });
    expect(copied.rawPayload.equals(host.jpeg)).toBe(true);
    const embedded = (await ctx.app.inject({ url: '/api/video/getmovie?id=feedpartner-0002' })).json<{
      thumbnail: string;
      videoURL: string;
      hlsURL: string | null;
      embedURL: string | null;
    }>();
    // An embed is not a file for our player; the thumbnail that failed is not hot-linked from a host the
    // CSP refuses (the test's image host is not in PARTNER_MEDIA_ORIGINS).
    expect(embedded).toMatchObject({
      videoURL: '',
      hlsURL: null,
      embedURL: 'https://partner.example/embed/2',
      thumbnail: '',
    });

    // A media job fetches the thumbnail again, with the import's default limits (the 200 kB picture fits).
    const jobs = await ctx.deps.database.db
      .selectFrom('media_jobs')
      .select(['id', 'source_path'])
      .where('kind', '=', 'thumbnail')
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => j.source_path)).toEqual([
      `${base}/huge.jpg`,
      `${base}/slow.jpg`,
      `${base}/page.jpg`,
    ]);
    const worker = ctx.services.newMediaWorker({ onlyJobIds: [jobs[0]!.id] });
    expect(await worker.runOnce()).toBe(true);
    const retried = (await ctx.app.inject({ url: '/api/video/getmovie?id=feedpartner-0002' })).json<{
      thumbnail: string;
    }>();
    expect(retried.thumbnail).toMatch(/^\/media\/feed\/thumbs\/[0-9a-f]{32}\.jpg$/);

    const second = await ctx.services.feedImport.import(feed(rows()), limits);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 4, changes: [] });
    // The fetches still owed are not queued a second time.
    const openJobs = await ctx.deps.database.db
      .selectFrom('media_jobs')
      .select('source_path')
      .where('kind', '=', 'thumbnail')
      .where('status', 'in', ['queued', 'running'])
      .orderBy('id')
      .execute();
    expect(openJobs.map((j) => j.source_path)).toEqual([`${base}/slow.jpg`, `${base}/page.jpg`]);
    expect(second.categoriesCreated).toEqual([]);

    const changed = rows();
    changed[0] = changed[0]!
      .replace('Sunset drive', 'Sunrise drive')
      .replace('Feed Retro|Feed Neon', 'Feed Neon');
    const third = await ctx.services.feedImport.import(feed(changed), limits);
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    expect(third.changes).toEqual([
      { line: 2, wmcExternalId: 'feedpartner-0001', action: 'update', fields: ['title', 'categories'] },
    ]);
    const after = (await ctx.app.inject({ url: '/api/video/getmovie?id=feedpartner-0001' })).json<{
      title: string;
      movieMovieCategories: { movieCategory: { name: string } }[];
    }>();
    expect(after.title).toBe('Sunrise drive');
    expect(after.movieMovieCategories.map((c) => c.movieCategory.name)).toEqual(['Feed Neon']);
  });

  it('updates only the columns a feed carries, plays HLS rows, and refuses media the CSP would block', async () => {
    const full = await ctx.services.feedImport.import(
      feed([
        'feedpartial-1,First title,Kept words,60,,https://cdn.partner.example/p/master.m3u8,,Feed Partial,Bea Partial,2024-06-01',
        'feedpartial-2,Elsewhere,,60,,https://elsewhere.example/2.mp4,,,,2024-06-01',
        'feedpartial-3,Elsewhere embed,,60,,,https://elsewhere.example/embed/3,,,2024-06-01',
      ]),
      limits,
    );
    expect(full.created).toBe(1);
    expect(full.invalid).toEqual([
      {
        line: 3,
        problem:
          "video URL https://elsewhere.example/2.mp4 is not on an origin in PARTNER_MEDIA_ORIGINS, so the site's CSP would block it",
      },
      {
        line: 4,
        problem:
          "embed URL https://elsewhere.example/embed/3 is not on an origin in PARTNER_EMBED_ORIGINS, so the site's CSP would block it",
      },
    ]);
    const read = async () =>
      (await ctx.app.inject({ url: '/api/video/getmovie?id=feedpartial-1' })).json<{
        title: string;
        description: string;
        length: number;
        videoURL: string;
        hlsURL: string | null;
        movieMovieCategories: { movieCategory: { name: string } }[];
        movieActors: { actor: { firstName: string } }[];
      }>();
    expect(await read()).toMatchObject({
      videoURL: 'https://cdn.partner.example/p/master.m3u8',
      hlsURL: 'https://cdn.partner.example/p/master.m3u8',
    });

    // No description, categories or stars column: those stay as they were.
    const partial = await ctx.services.feedImport.import(
      feed(['feedpartial-1,New title,90', 'feedpartial-9,No video yet,10'], 'wmcExternalId,title,duration'),
      limits,
    );
    expect(partial.changes).toEqual([
      { line: 2, wmcExternalId: 'feedpartial-1', action: 'update', fields: ['title', 'duration'] },
    ]);
    expect(partial.invalid).toEqual([
      { line: 3, problem: 'a video URL or an embed URL is required for a new video' },
    ]);
    const after = await read();
    expect(after).toMatchObject({
      title: 'New title',
      description: 'Kept words',
      length: 90,
      hlsURL: 'https://cdn.partner.example/p/master.m3u8',
    });
    expect(after.movieMovieCategories.map((c) => c.movieCategory.name)).toEqual(['Feed Partial']);
    expect(after.movieActors.map((a) => a.actor.firstName)).toEqual(['Bea']);
  });
});
