import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { SSR_ENTRY } from './page-responder.js';

/** Catalogue text in the page's language in the raw HTML (docs/decisions/0074): head, JSON-LD, body. */
const webDistDir = loadConfig({}).webDistDir;
const bundleMissing = !fs.existsSync(path.join(webDistDir, SSR_ENTRY));
if (bundleMissing && process.env.CI)
  throw new Error(`Server rendering tests need a build: ${SSR_ENTRY} is missing`);

const ORIGIN = 'https://stars.example';
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe.skipIf(bundleMissing).each(testEngines)('Spanish catalogue text in pages on %s', (engine) => {
  const ctx = useTestApp(engine, { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: webDistDir });
  let videoPath = '';
  let categoryPath = '';

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    const category = await makeCategory(db, { name: 'Harbours' });
    await db.updateTable('categories').set({ name_es: 'Puertos' }).where('id', '=', category.id).execute();
    const video = await makeVideo(db, { title: 'Harbour Lights', categoryIds: [category.id] });
    await db
      .updateTable('videos')
      .set({ title_es: 'Luces del puerto', description_es: 'Barcos al anochecer.' })
      .where('id', '=', video.id)
      .execute();
    for (const lang of ['en', 'es'] as const) {
      await db
        .insertInto('video_captions')
        .values({
          video_id: video.id,
          lang,
          url: `/media/captions/${video.wmcExternalId}/${lang}-0.vtt`,
          created_at: 'x',
        })
        .execute();
    }
    videoPath = `/video/${video.wmcExternalId}/Harbour%20Lights`;
    categoryPath = `/category/${category.wmcExternalId}/Harbours`;
  });

  it('names the video in Spanish on the Spanish page: title, og tags, JSON-LD with its captions, body', async () => {
    const es = await ctx.app.inject({ url: `/es${videoPath}` });
    expect(es.statusCode).toBe(200);
    expect(/<title>(.*?)<\/title>/s.exec(es.body)?.[1]).toContain('Luces del puerto');
    expect(metaOf(es.body, 'og:title')).toContain('Luces del puerto');
    expect(metaOf(es.body, 'og:description')).toContain('Barcos al anochecer.');
    const video = jsonLdOf(es.body).find((node) => node['@type'] === 'VideoObject')!;
    expect(video).toMatchObject({
      name: 'Luces del puerto',
      description: 'Barcos al anochecer.',
      inLanguage: 'es',
    });
    expect(video.caption).toEqual(
      ['en', 'es'].map((lang) => ({
        '@type': 'MediaObject',
        encodingFormat: 'text/vtt',
        inLanguage: lang,
        contentUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/media/captions/.+/${lang}-0\\.vtt$`)),
      })),
    );
    expect(es.body).toMatch(/<h1[^>]*>Luces del puerto<\/h1>/);
    expect(es.body).toContain('>Puertos<');
    // The Spanish page's own track is the default one, so it shows without JavaScript too.
    expect(es.body).toMatch(/<track[^>]*srcLang="es"[^>]*default=""|<track[^>]*default=""[^>]*srcLang="es"/i);

    const en = await ctx.app.inject({ url: videoPath });
    expect(en.body).toMatch(/<h1[^>]*>Harbour Lights<\/h1>/);
    expect(/<title>(.*?)<\/title>/s.exec(en.body)?.[1]).not.toContain('Luces del puerto');
    expect(jsonLdOf(en.body).find((node) => node['@type'] === 'VideoObject')).toMatchObject({
      name: 'Harbour Lights',
    });
  });

  it('names the category in Spanish on its Spanish page', async () => {
    const es = await ctx.app.inject({ url: `/es${categoryPath}` });
    expect(es.statusCode).toBe(200);
    expect(/<title>(.*?)<\/title>/s.exec(es.body)?.[1]).toContain('Puertos');
    expect(es.body).toContain('Luces del puerto');
  });
});
