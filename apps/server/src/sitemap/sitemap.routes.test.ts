import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFiledVideo, makeMember, makePlaylist, makeVideo, rate } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

const ORIGIN = 'https://stars.example';

interface XmlUrl {
  loc: string;
  lastmod?: string;
  video?: Record<string, string>;
}

/** Parses with a conforming XML parser (it throws on anything not well-formed) and collects the entries. */
function parseSitemap(xml: string): { root: string; urls: XmlUrl[]; sitemaps: XmlUrl[] } {
  const parser = new SaxesParser({ xmlns: true });
  const urls: XmlUrl[] = [];
  const sitemaps: XmlUrl[] = [];
  const stack: string[] = [];
  let root = '';
  let current: XmlUrl | undefined;
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (stack.length === 0) root = `${tag.uri} ${tag.local}`;
    stack.push(tag.name);
    text = '';
    if (tag.name === 'url' || tag.name === 'sitemap') current = { loc: '' };
    if (tag.name === 'video:video' && current) current.video = {};
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    if (!current) return;
    if (tag.name === 'loc') current.loc = text;
    else if (tag.name === 'lastmod') current.lastmod = text;
    else if (tag.name.startsWith('video:') && tag.name !== 'video:video' && current.video) {
      current.video[tag.local] = text;
    } else if (tag.name === 'url') urls.push(current);
    else if (tag.name === 'sitemap') sitemaps.push(current);
  });
  parser.write(xml).close();
  return { root, urls, sitemaps };
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const REQUIRED_VIDEO_FIELDS = [
  'thumbnail_loc',
  'title',
  'description',
  'content_loc',
  'duration',
  'view_count',
  'publication_date',
  'family_friendly',
];

describe.each(testEngines)('robots.txt and the XML sitemaps on %s', (engine) => {
  const ctx = useTestApp(engine, { PUBLIC_URL: ORIGIN });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    const { video } = await makeFiledVideo(
      db,
      { category: 'Tom & Jerry <Classics>', star: { firstName: 'Ada', lastName: "O'Neil" } },
      { title: 'Moon & "Stars"', length: 0 },
    );
    await rate(db, video.id, [4, 5]);
    await makeVideo(db, { title: 'Hidden draft', status: 'unpublished' });
    const member = await makeMember(db);
    await makePlaylist(db, member.id, [video.id]);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the API and member pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/myplaylists', '/myfavourites', '/dashboard', '/Identity/']) {
      expect(res.body).toContain(`Disallow: ${path}`);
    }
  });

  it('lists the pages, videos with their video fields, stars, categories and playlists', async () => {
    const index = parseSitemap((await get('/sitemap.xml')).body);
    expect(index.root).toBe(`${SITEMAP_NS} sitemapindex`);
    const files = index.sitemaps.map((entry) => entry.loc.replace(`${ORIGIN}/sitemaps/`, ''));
    expect(files).toEqual([
      'pages.xml',
      'videos-1.xml',
      'stars-1.xml',
      'categories-1.xml',
      'playlists-1.xml',
    ]);
    expect(index.sitemaps.every((entry) => entry.lastmod)).toBe(true);

    const all: XmlUrl[] = [];
    for (const file of files) {
      const res = await get(`/sitemaps/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const sitemap = parseSitemap(res.body);
      expect(sitemap.root, file).toBe(`${SITEMAP_NS} urlset`);
      all.push(...sitemap.urls);
    }
    const locs = all.map((entry) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/toplists/highestrating`);
    // Only canonical URLs: /toplists is /toplists/mostviewed's page.
    expect(locs).not.toContain(`${ORIGIN}/toplists`);
    expect(locs).toContain(`${ORIGIN}/toplists/mostviewed`);
    expect(locs).toContain(`${ORIGIN}/actor/Ada%20O'Neil`);
    expect(
      locs.some((loc) => loc.includes('/category/') && loc.endsWith('/Tom%20%26%20Jerry%20%3CClassics%3E')),
    ).toBe(true);
    expect(locs.some((loc) => /\/playlist\/\d+$/.test(loc))).toBe(true);
    expect(locs.some((loc) => loc.includes('Hidden%20draft'))).toBe(false);
    expect(all.every((entry) => entry.lastmod)).toBe(true);

    const video = all.find((entry) => entry.video);
    expect(video?.video).toMatchObject({
      title: 'Moon & "Stars"',
      duration: '1',
      rating: '4.5',
      family_friendly: 'no',
      content_loc: `${ORIGIN}/media/clips/clip-1.mp4`,
      // Video search takes no SVG: the demo's SVG thumbnail is given as its JPEG social picture.
      thumbnail_loc: `${ORIGIN}/social-image.jpg?src=%2Fmedia%2Fthumbs%2Fthumb-1.svg`,
    });
    for (const field of REQUIRED_VIDEO_FIELDS) expect(video?.video?.[field], field).toBeTruthy();
  });

  it('answers 404 for a shard past the end or an unknown file', async () => {
    for (const url of ['/sitemaps/videos-2.xml', '/sitemaps/nothing.xml', '/sitemaps/videos-0.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the XML sitemaps of a 100k-video catalogue', () => {
  const ctx = useTestApp('sqlite', { PUBLIC_URL: ORIGIN });
  const TOTAL = 100_050;

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    const now = new Date().toISOString();
    for (let start = 0; start < TOTAL; start += 2_000) {
      const rows = Array.from({ length: Math.min(2_000, TOTAL - start) }, (_, i) => ({
        wmc_external_id: `bulk${String(start + i)}`,
        title: `Bulk video ${String(start + i)} & co`,
        thumbnail: '/media/thumbs/thumb-1.svg',
        length: 30 + ((start + i) % 600),
        description: 'A generated clip.',
        video_url: '/media/clips/clip-1.mp4',
        hls_url: null,
        created_at: now,
      }));
      await db.insertInto('videos').values(rows).execute();
    }
  }, 120_000);

  it('shards the videos at 50,000 URLs (25,000 videos) per file, every file well-formed with the required elements', async () => {
    const index = parseSitemap((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const videoFiles = index.sitemaps.filter((entry) => entry.loc.includes('/sitemaps/videos-'));
    // Each video is two URLs, its English and its Spanish page (docs/decisions/0072).
    expect(videoFiles.map((entry) => entry.loc)).toEqual(
      [1, 2, 3, 4, 5].map((shard) => `${ORIGIN}/sitemaps/videos-${String(shard)}.xml`),
    );
    const seen = new Set<string>();
    const counts: number[] = [];
    for (const file of videoFiles) {
      const res = await ctx.app.inject({ method: 'GET', url: new URL(file.loc).pathname });
      const { urls } = parseSitemap(res.body);
      counts.push(urls.length);
      for (const entry of urls) {
        seen.add(entry.loc);
        for (const field of REQUIRED_VIDEO_FIELDS) {
          if (!entry.video?.[field]) throw new Error(`${entry.loc} has no video:${field}`);
        }
      }
    }
    expect(counts).toEqual([50_000, 50_000, 50_000, 50_000, 100]);
    // Every video's two pages once, none twice across the shards.
    expect(seen.size).toBe(TOTAL * 2);
  }, 120_000);
});
