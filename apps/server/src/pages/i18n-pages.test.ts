import { beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '@starlane/contract';
import { makeFiledVideo, makeMember, makePlaylist } from '../test/factories.js';
import { builtWebApp } from '../test/built-web-app.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** The raw-HTML checks of both languages (docs/decisions/0072): lang, canonical, hreflang, and back links. */
const { webDistDir, bundleMissing } = builtWebApp('The language tests of pages');

const ORIGIN = 'https://stars.example';

function readHead(html: string) {
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
  };
}

describe.skipIf(bundleMissing).each(testEngines)('pages in English and Spanish on %s', (engine) => {
  const ctx = useTestApp(engine, { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: webDistDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const pages: string[] = [];

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    const { category, video } = await makeFiledVideo(
      db,
      { category: 'Nebula Nights', star: { firstName: 'Vega', lastName: 'Starling' } },
      { title: 'Comet Tail' },
    );
    const member = await makeMember(db, { userName: 'orbiter' });
    const playlist = await makePlaylist(db, member.id, [video.id], 'Night Sky');
    pages.push(
      '/',
      '/videos',
      `/video/${video.wmcExternalId}/Comet%20Tail`,
      `/category/${category.wmcExternalId}/Nebula%20Nights`,
      '/categories',
      '/actors',
      '/actor/Vega%20Starling',
      '/toplists/mostviewed',
      '/playlists',
      `/playlist/${String(playlist.id)}`,
      '/sitemap',
      '/wizard',
      '/contactus',
      '/termsandconditions',
      '/privacypolicy',
      '/cookiepolicy',
      '/dmca',
      '/2257',
    );
  });

  it('gives every public page in both languages its lang, a self-canonical and hreflang en, es, x-default', async () => {
    for (const page of pages) {
      for (const [lang, url] of [
        ['en', page],
        ['es', page === '/' ? '/es' : `/es${page}`],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        const head = readHead(res.body);
        expect(head.lang, url).toBe(lang);
        expect(head.canonical, url).toBe(`${ORIGIN}${url}`);
        expect(head.alternates, url).toEqual({
          en: `${ORIGIN}${page}`,
          es: `${ORIGIN}${page === '/' ? '/es' : `/es${page}`}`,
          'x-default': `${ORIGIN}${page}`,
        });
        const languages = head.jsonLd.map((data) => data.inLanguage).filter(Boolean);
        expect(languages, url).toEqual([lang]);
      }
    }
  });

  it('has every alternate answer 200 and name the page back, from either language', async () => {
    for (const page of [...pages, ...pages.map((english) => localizedPath(english, 'es'))]) {
      const { alternates } = readHead((await get(page)).body);
      for (const href of Object.values(alternates)) {
        const res = await get(href.slice(ORIGIN.length));
        expect(res.statusCode, href).toBe(200);
        expect(Object.values(readHead(res.body).alternates), href).toContain(`${ORIGIN}${page}`);
      }
    }
  });

  it('speaks Spanish on Spanish pages: title, menu, spec texts, links kept under /es', async () => {
    const res = await get('/es/toplists/mostviewed');
    const head = readHead(res.body);
    expect(head.title).toContain('los más vistos');
    expect(res.body).toContain('VÍDEOS');
    expect(res.body).toContain('Mapa del sitio');
    expect(res.body).toMatch(/href="\/es\/categories"/);
    expect(res.body).toMatch(/<a [^>]*href="\/toplists\/mostviewed"[^>]*hreflang="en"/i);
    const english = await get('/toplists/mostviewed');
    expect(english.body).toContain('>Sitemap<');
    expect(english.body).toMatch(/<a [^>]*href="\/es\/toplists\/mostviewed"[^>]*hreflang="es"/i);
  });

  it('does not redirect by Accept-Language; the language cookie sends a visitor to the page they chose', async () => {
    const first = await get('/videos', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(first.statusCode).toBe(200);
    expect(readHead(first.body).lang).toBe('en');
    const chose = await get('/videos?page=2', { cookie: 'lang=es' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/es/videos?page=2');
    const back = await get('/es/videos', { cookie: 'lang=en' });
    expect(back.headers.location).toBe('/videos');
    expect((await get('/es/videos', { cookie: 'lang=es' })).statusCode).toBe(200);
  });

  it('serves a Spanish page its own HTML cache entry, not the English one', async () => {
    const english = await get('/categories');
    const spanish = await get('/es/categories');
    expect(readHead(english.body).lang).toBe('en');
    expect(readHead(spanish.body).lang).toBe('es');
    expect(readHead((await get('/es/categories')).body).lang).toBe('es');
  });

  it('lists both languages in the sitemaps, each with xhtml:link alternates pointing back', async () => {
    for (const file of ['pages.xml', 'videos-1.xml', 'categories-1.xml']) {
      const xml = (await get(`/sitemaps/${file}`)).body;
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1] ?? '');
      expect(urls.length, file).toBeGreaterThan(0);
      const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? '');
      for (const url of urls) {
        const loc = /<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? '';
        const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)];
        expect(
          links.map((m) => m[1]),
          loc,
        ).toEqual(['en', 'es', 'x-default']);
        expect(
          links.map((m) => m[2]),
          loc,
        ).toContain(loc);
        for (const link of links) expect(locs, loc).toContain(link[2]);
      }
      if (file === 'pages.xml') expect(locs).toContain(`${ORIGIN}/es`);
    }
  });
});
