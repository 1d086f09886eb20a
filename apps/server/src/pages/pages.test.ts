import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '../infra/cache-tags.js';
import {
  makeActor,
  makeCategory,
  makeComment,
  makeMember,
  makePlaylist,
  makeVideo,
  rate,
} from '../test/factories.js';
import { builtWebApp } from '../test/built-web-app.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { signUpMember } from '../test/accounts.js';
import { etagOf, HTML_CACHE_TTL_MS, HTML_STALE_MS } from './page-responder.js';

const { webDistDir, bundleMissing } = builtWebApp('The server rendering tests');

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** What a crawler reads from the raw HTML, no browser involved. */
function read(html: string) {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as { '@type': string; [key: string]: unknown },
  );
  return {
    h1: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => text(match[1] ?? '')),
    title: text(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: {
      title: meta('property', 'og:title'),
      image: meta('property', 'og:image'),
      video: meta('property', 'og:video'),
    },
    jsonLd,
    types: jsonLd.map((data) => data['@type']),
    main: /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '',
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    state: /<script type="application\/json" id="sl-state">(.*?)<\/script>/s.exec(html)?.[1],
  };
}

describe.skipIf(bundleMissing).each(testEngines)('server-rendered pages on %s', (engine) => {
  const ctx = useTestApp(engine, {
    PUBLIC_URL: 'https://stars.example',
    WEB_DIST_DIR: webDistDir,
    PARTNER_PROMO_URL_TEMPLATE: 'https://partner.example/watch/{id}',
  });
  const origin = 'https://stars.example';
  let category: Awaited<ReturnType<typeof makeCategory>>;
  let actor: Awaited<ReturnType<typeof makeActor>>;
  let video: Awaited<ReturnType<typeof makeVideo>>;
  let member: Awaited<ReturnType<typeof makeMember>>;
  let playlist: Awaited<ReturnType<typeof makePlaylist>>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** Gives the category back the name the other tests expect after a test renamed it. */
  async function restoreCategoryName(): Promise<void> {
    await ctx.deps.database.db
      .updateTable('categories')
      .set({ name: 'Nebula Nights' })
      .where('id', '=', category.id)
      .execute();
    await ctx.deps.versions.bump(cacheTags.category(category.id), cacheTags.categories);
  }

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    category = await makeCategory(db, { name: 'Nebula Nights' });
    actor = await makeActor(db, { firstName: 'Vega', lastName: 'Starling' });
    video = await makeVideo(db, {
      title: 'Comet & Tail',
      length: 3723,
      viewCount: 42,
      categoryIds: [category.id],
      actorIds: [actor.id],
    });
    for (let i = 0; i < 3; i++) await makeVideo(db, { categoryIds: [category.id], actorIds: [actor.id] });
    await rate(db, video.id, [5, 4]);
    member = await makeMember(db, { userName: 'orbiter' });
    playlist = await makePlaylist(db, member.id, [video.id], 'Night Sky');
    await makeComment(db, member.id, video.id, { body: 'Lovely tail on that comet' });
  });

  const videoPath = () => `/video/${video.wmcExternalId}/${encodeURIComponent(video.title)}`;

  it('renders a video page: h1, player with the MP4, head, VideoObject and BreadcrumbList', async () => {
    const res = await get(videoPath());
    expect(res.statusCode).toBe(200);
    expect(res.headers.rating).toBe('RTA-5042-1996-1400-1577-RTA');
    const page = read(res.body);
    expect(page.h1).toContain('Comet & Tail');
    expect(page.main).toMatch(/<video[^>]*>/);
    expect(page.main).toContain('/media/clips/clip-1.mp4');
    expect(page.main).toContain('Lovely tail on that comet');
    expect(page.lang).toBe('en');
    expect(page.titles).toBe(1);
    expect(page.title).toBe('Comet & Tail | Starlane');
    expect(page.description).toContain('Vega Starling');
    expect(page.description).toContain('Nebula Nights');
    expect(page.canonical).toBe(`${origin}${videoPath()}`);
    expect(page.og.image).toBe(`${origin}/social-image.jpg?src=%2Fmedia%2Fthumbs%2Fthumb-1.svg`);
    expect(page.og.video).toBe(`${origin}/media/clips/clip-1.mp4`);
    expect(res.body).toContain('<meta name="RATING" content="RTA-5042-1996-1400-1577-RTA"');
    const videoObject = page.jsonLd.find((data) => data['@type'] === 'VideoObject');
    expect(videoObject).toMatchObject({
      name: 'Comet & Tail',
      duration: 'PT1H2M3S',
      contentUrl: `${origin}/media/clips/clip-1.mp4`,
      thumbnailUrl: [`${origin}/social-image.jpg?src=%2Fmedia%2Fthumbs%2Fthumb-1.svg`],
      interactionStatistic: { userInteractionCount: 42 },
      aggregateRating: { ratingCount: 2 },
    });
    expect(typeof videoObject?.uploadDate).toBe('string');
    expect(page.types).toContain('BreadcrumbList');
  });

  it("renders a partner video's promo link from the operator's template, no document needed", async () => {
    const partner = await makeVideo(ctx.deps.database.db, {
      wmcExternalId: 'partner-0000001',
      title: 'Far Shore',
    });
    const res = await get(`/video/${partner.wmcExternalId}/Far%20Shore`);
    expect(res.statusCode).toBe(200);
    expect(read(res.body).main).toContain('href="https://partner.example/watch/partner-0000001"');
  });

  it('puts the data the page rendered with into the page, under the web app query keys', async () => {
    const page = read((await get(videoPath())).body);
    const state = JSON.parse(page.state ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['videos', 'detail', video.wmcExternalId, 'visitor']));
    expect(keys).toContain(JSON.stringify(['comments', 'video', video.wmcExternalId]));
    // Exactly what the API answers for the same call.
    const api = await get(`/api/video/getmovie?id=${video.wmcExternalId}`);
    const detail = state.queries.find((query) => query.queryKey[1] === 'detail');
    expect(detail?.state.data).toEqual(api.json());
  });

  it('corrects a wrong or missing title slug with a 301 to the canonical URL', async () => {
    for (const url of [`/video/${video.wmcExternalId}/Wrong%20Title`, `/video/${video.wmcExternalId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(videoPath());
    }
  });

  it('answers 404 with the rendered not-found page for unknown things', async () => {
    const unknown = [
      ['/video/zzzzzz/Nothing', 'Video not found'],
      ['/category/zzzzzz/Nothing', 'Category not found'],
      ['/actor/Nobody%20Atall', 'Star not found'],
      ['/playlist/999999', 'Playlist not found'],
      ['/member/00000000-0000-4000-8000-000000000000/ghost', 'Member not found'],
      ['/no/such/page', 'Page not found'],
      // Line breaks and U+2028/2029 in a path escape the router's catch-all pattern.
      ['/a%0Ab', 'Page not found'],
      ['/a%0D%0Ab', 'Page not found'],
      ['/a%E2%80%A8b', 'Page not found'],
      ['/a%E2%80%A9b', 'Page not found'],
      ['/videos%E2%80%A8', 'Page not found'],
    ];
    for (const [url, heading] of unknown) {
      const res = await get(url ?? '');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const page = read(res.body);
      expect(page.h1.join(' '), url).toContain(heading);
      expect(res.body).toContain('<meta name="robots" content="noindex"');
      expect(res.body, url).not.toContain('No route matches');
      if (heading === 'Page not found') expect(page.title, url).toBe('Page not found | Starlane');
    }
  });

  it('renders a category page with its videos, ItemList and breadcrumbs', async () => {
    const url = `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const page = read(res.body);
    expect(page.h1.join(' ')).toContain('Nebula Nights');
    expect(page.main).toContain('Comet &amp; Tail');
    expect(page.title).toBe('Nebula Nights videos | Starlane');
    expect(page.canonical).toBe(`${origin}${url}`);
    expect(page.types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    const list = page.jsonLd.find((data) => data['@type'] === 'ItemList');
    expect(list?.itemListElement).toHaveLength(4);
  });

  it('renders a star page with a Person', async () => {
    const res = await get('/actor/Vega%20Starling');
    expect(res.statusCode).toBe(200);
    const page = read(res.body);
    expect(page.h1.join(' ')).toContain('Vega Starling');
    expect(page.main).toContain('Comet &amp; Tail');
    expect(page.title).toBe('Vega Starling | Starlane');
    expect(page.jsonLd.find((data) => data['@type'] === 'Person')).toMatchObject({ name: 'Vega Starling' });
  });

  it('renders a star page’s follower count, a new follower at once, and the member’s own pressed state', async () => {
    const url = '/actor/Vega%20Starling';
    expect(read((await get(url)).body).main).toContain('0 followers');
    const fan = await signUpMember(ctx);
    const followed = await ctx.app.inject({
      method: 'POST',
      url: `/api/follow/follow?actorId=${actor.wmcExternalId}`,
      headers: { cookie: fan.cookie },
    });
    expect(followed.statusCode).toBe(200);
    // The anonymous page was micro-cached with 0; the follow bumps the star's tag.
    expect(read((await get(url)).body).main).toContain('1 follower');
    expect((await get(url)).body).toContain('aria-pressed="false" aria-label="Follow Vega Starling"');
    expect((await get(url, { cookie: fan.cookie })).body).toContain(
      'aria-pressed="true" aria-label="Follow Vega Starling"',
    );
  });

  it('renders toplists, an unknown type as Most Viewed', async () => {
    for (const [url, name] of [
      ['/toplists', 'Most Viewed'],
      ['/toplists/highestrating', 'Highest Rating'],
      ['/toplists/nonsense', 'Most Viewed'],
    ]) {
      const res = await get(url ?? '');
      expect(res.statusCode, url).toBe(200);
      const page = read(res.body);
      expect(page.title, url).toBe(`${name ?? ''} videos | Starlane`);
      expect(page.main, url).toContain('Comet &amp; Tail');
      expect(page.types, url).toContain('ItemList');
    }
  });

  it('renders listings, playlists, a member crib and the text pages with their h1 and head', async () => {
    const pages: [string, string][] = [
      ['/', 'Starlane'],
      ['/videos', 'Comet & Tail'],
      ['/categories', 'Nebula Nights'],
      ['/actors', 'Vega Starling'],
      ['/playlists', 'Night Sky'],
      [`/playlist/${String(playlist.id)}`, 'Night Sky'],
      [`/member/${member.id}/orbiter`, 'orbiter'],
      ['/sitemap', 'Nebula Nights'],
      ['/wizard', ''],
      ['/contactus', ''],
      ['/termsandconditions', ''],
      ['/privacypolicy', ''],
      ['/cookiepolicy', ''],
      ['/dmca', ''],
      ['/2257', ''],
    ];
    for (const [url, shows] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = read(res.body);
      expect(page.h1.length, url).toBeGreaterThan(0);
      expect(text(page.main), url).toContain(shows);
      expect(page.title, url).toMatch(/Starlane/);
      expect(page.description, url).toBeTruthy();
      expect(page.canonical, url).toMatch(new RegExp(`^${origin}/`));
      expect(page.og.title, url).toBe(page.title.replace(/&/g, '&amp;'));
      expect(page.titles, url).toBe(1);
    }
  });

  it('caches anonymous pages for seconds, answers 304 to a matching ETag, drops them when content changes', async () => {
    const url = `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    await ctx.deps.database.db
      .updateTable('categories')
      .set({ name: 'Nebula Mornings' })
      .where('id', '=', category.id)
      .execute();
    // Unchanged until the category's tag is bumped (what the admin's write does after it commits).
    expect(read((await get(url)).body).title).toBe('Nebula Nights videos | Starlane');
    await ctx.deps.versions.bump(cacheTags.category(category.id));
    const after = await get(url);
    expect(after.statusCode).toBe(301);
    await restoreCategoryName();
  });

  it('marks a page asked with the consent cookie, and caches the two kinds apart', async () => {
    const marker = '<meta name="consent-given" content="true" />';
    expect((await get('/videos', { cookie: 'StarlaneAge=true' })).body).toContain(marker);
    expect((await get('/videos')).body).not.toContain(marker);
    expect((await get('/videos', { cookie: 'StarlaneAge=true' })).body).toContain(marker);
  });

  it('renders the search page with its own title and canonical, kept out of search engines', async () => {
    const res = await get('/search?q=comet');
    expect(res.statusCode).toBe(200);
    const page = read(res.body);
    expect(page.title).toBe('Search: comet | Starlane');
    expect(page.titles).toBe(1);
    expect(page.canonical).toBe(`${origin}/search?q=comet`);
    expect(page.description).toContain('comet');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(res.body.match(/name="robots"/g)).toHaveLength(1);
    expect(page.h1).toEqual(['Results for “comet”']);
    expect(read((await get('/search')).body).title).toBe('Search | Starlane');
  });

  it("inlines the rules the page uses, loads the whole stylesheet without blocking, and preloads the page's module", async () => {
    const res = await get(videoPath());
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const href = /<link rel="preload" as="style" href="(\/assets\/[\w.-]+\.css)" \/>/.exec(head)?.[1];
    expect(href).toBeDefined();
    // No parser-inserted stylesheet in the head: the nonce'd script adds it, <noscript> has it for the rest.
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
    expect(head).toContain(`<noscript><link rel="stylesheet" href="${href}" /></noscript>`);
    expect(head).toContain(`<script nonce="${nonce}">document.head.appendChild(`);
    const critical = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(critical).toMatch(/\.sl-header\{/);
    expect(critical).toMatch(
      /@media \(min-width:992px\)\{\.navbar-expand-lg\{[^}]*\}\.navbar-expand-lg \.navbar-nav\{flex-direction:row\}/,
    );
    // The admin area's tables are not on this page, so not in its inlined rules; they are in the sheet.
    expect(critical).not.toContain('.table-responsive');
    const sheet = fs.readFileSync(path.join(webDistDir, href ?? 'missing'), 'utf8');
    expect(sheet).toContain('.table-responsive');
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    expect(preloads).toContain(`/${manifest['src/app/routes/video.tsx']?.file ?? 'missing'}`);
    // Another page, another module; the shared chunks of the entry are index.html's own preloads.
    const home = (await get('/')).body;
    expect(home).toContain(`/${manifest['src/app/routes/home.tsx']?.file ?? 'missing'}`);
    expect(home).not.toContain(`/${manifest['src/app/routes/video.tsx']?.file ?? 'missing'}`);
  });

  it('has a rule in the stylesheet for every Bootstrap class the pages use (nothing cut from the modules)', async () => {
    const pages = [
      '/',
      '/videos',
      videoPath(),
      '/categories',
      `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`,
      '/actors',
      '/toplists/mostviewed',
      `/playlist/${String(playlist.id)}`,
      `/member/${member.id}/orbiter`,
      '/wizard',
      '/dmca',
      '/search?q=comet',
      '/signin',
      '/signup',
      '/contactus',
      '/sitemap',
      '/es/videos',
    ];
    const home = (await get('/')).body;
    const href =
      /<link rel="preload" as="style" href="(\/assets\/[\w.-]+\.css)"/.exec(home)?.[1] ?? 'missing';
    const sheet = fs.readFileSync(path.join(webDistDir, href), 'utf8');
    const ruled = new Set([...sheet.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
    // Our own hooks (sl-) need no rule, and react-bootstrap still writes two markers Bootstrap 5.3 has none for.
    const unruled = new Set(['navbar-light', 'collapsed']);
    const missing = new Set<string>();
    for (const url of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const m of res.body.matchAll(/\sclass="([^"]*)"/g)) {
        for (const name of (m[1] ?? '').split(/\s+/)) {
          if (name && !name.startsWith('sl-') && !unruled.has(name) && !ruled.has(name))
            missing.add(`${url}: ${name}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('answers a cached page as brotli or gzip with a fresh nonce per response, the same page as uncompressed', async () => {
    const url = '/categories';
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? 'none';
    const plain = await get(url);
    const answers = [
      { res: await get(url, { 'accept-encoding': 'gzip, deflate, br' }), encoding: 'br' },
      { res: await get(url, { 'accept-encoding': 'gzip, deflate, br' }), encoding: 'br' },
      { res: await get(url, { 'accept-encoding': 'gzip, deflate' }), encoding: 'gzip' },
    ];
    for (const { res, encoding } of answers) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const html = (
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload)
      ).toString('utf8');
      const nonce = nonceOf(res.headers['content-security-policy']);
      expect(html).toContain(`<script nonce="${nonce}"`);
      expect(html.replaceAll(nonce, 'N')).toBe(
        plain.body.replaceAll(nonceOf(plain.headers['content-security-policy']), 'N'),
      );
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const [first, second, third] = answers.map(({ res }) => nonceOf(res.headers['content-security-policy']));
    expect(new Set([first, second, third]).size).toBe(3);
    // Brotli is the smaller of the two.
    expect(answers[0]!.res.rawPayload.length).toBeLessThan(answers[2]!.res.rawPayload.length);
  });

  it('gives a page the same ETag in every render that shows the same content (any process, any time)', async () => {
    const url = '/categories';
    const before = (await get(url)).headers.etag;
    ctx.clock.advance(HTML_CACHE_TTL_MS + HTML_STALE_MS + 1);
    // Rendered again, later: the dehydrated queries carry other times, the ETag stays.
    const again = await get(url);
    expect(again.body).toMatch(/"dataUpdatedAt":\d+/);
    expect(again.headers.etag).toBe(before);
    expect(etagOf('<p>"dataUpdatedAt":1</p>')).toBe(etagOf('<p>"dataUpdatedAt":2</p>'));
    expect(etagOf('<p>a</p>')).not.toBe(etagOf('<p>b</p>'));
  });

  it('serves an expired page while one request renders it again, never one whose content changed', async () => {
    const url = `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`;
    const before = read((await get(url)).body).title;
    await ctx.deps.database.db
      .updateTable('categories')
      .set({ name: 'Nebula Evenings' })
      .where('id', '=', category.id)
      .execute();
    ctx.clock.advance(HTML_CACHE_TTL_MS + 1);
    // Expired: this answer is the stale page, and it starts the render of the new one.
    expect(read((await get(url)).body).title).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await get(url)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The new render knows the new name: the old URL is now a redirect to the renamed category.
    expect(status).toBe(301);
    await restoreCategoryName();
    expect((await get(url)).statusCode).toBe(200);
  });

  it("renders a member's own page with their data for them alone, and sends a visitor to sign in", async () => {
    const owner = await signUpMember(ctx);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/playlist/create?name=Mine%20Alone',
      headers: { cookie: owner.cookie },
    });
    expect(made.statusCode).toBe(200);
    const mine = await get('/myplaylists', { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(read(mine.body).main).toContain('Mine Alone');
    // Their data: no shared cache, the edge included, may keep it, and no ETag or cache tag names it.
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toContain('Cookie');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers.xkey).toBeUndefined();
    // A visitor after them gets the join prompt, never the member's page from a cache.
    const visitor = await get('/myplaylists');
    expect(visitor.body).not.toContain('Mine Alone');
    expect(read(visitor.body).main).toContain('Join the gang, it is free!');
    // A members-only page sends a visitor to sign in and back, before rendering anything.
    const following = await get('/following');
    expect(following.statusCode).toBe(302);
    expect(following.headers.location).toBe('/signin?returnTo=%2Ffollowing');
    expect((await get('/es/following')).headers.location).toBe('/es/signin?returnTo=%2Ffollowing');
  });

  it('never caches nor shares a page asked with a session', async () => {
    const res = await get('/', { cookie: 'starlane_session=not-a-real-session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
