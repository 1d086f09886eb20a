import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS, MESSAGES } from '@starlane/contract';
import { builtWebApp } from '../test/built-web-app.js';
import { useTestApp } from '../test/harness.js';
import { SSR_ENTRY } from './page-responder.js';

/**
 * Only the page's language goes to the browser (docs/decisions/0072): the JavaScript a page loads (its
 * scripts and module preloads, which list its whole static graph) holds its own catalogue's texts and none
 * of the other language's. Read from the built assets, so it holds for what ships.
 */
const { webDistDir, bundleMissing } = builtWebApp('The shipped-catalogue test');

type Catalogue = { [key: string]: unknown };

/** Each catalogue's plain texts that the other language writes differently, long enough to be telling. */
function ownTexts(mine: Catalogue, other: Catalogue): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string') {
      if (a !== b && a.length >= 16 && /^[\p{L}\p{N} ,.;:!?¡¿()-]+$/u.test(a)) found.push(a);
      return;
    }
    if (a && typeof a === 'object')
      for (const [name, value] of Object.entries(a)) walk(value, (b as Catalogue | undefined)?.[name]);
  };
  walk(mine, other);
  return found;
}

/** A bundle's string literals as written (esbuild writes non-ASCII as \u escapes). */
const unescape = (js: string) =>
  js
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.skipIf(bundleMissing)('the catalogue a page ships', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST_DIR: webDistDir });
  let english: string[];
  let spanish: string[];

  beforeAll(async () => {
    const bundle = (await import(pathToFileURL(path.join(webDistDir, SSR_ENTRY)).href)) as {
      CATALOGUES: { en: Catalogue; es: Catalogue };
    };
    // The spec's texts live in the contract, which the shared code imports in both languages.
    const shared = new Set<unknown>([...Object.values(MESSAGES), ...Object.values(LABELS)]);
    english = ownTexts(bundle.CATALOGUES.en, bundle.CATALOGUES.es).filter((t) => !shared.has(t));
    spanish = ownTexts(bundle.CATALOGUES.es, bundle.CATALOGUES.en);
  });

  async function shippedScript(page: string): Promise<string> {
    const html = (await ctx.app.inject({ method: 'GET', url: page })).body;
    const sources = [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(sources.length, page).toBeGreaterThan(0);
    return sources
      .map((src) =>
        unescape(fs.readFileSync(path.join(webDistDir, new URL(src, 'http://x').pathname), 'utf8')),
      )
      .join('\n');
  }

  it('ships the Spanish texts to a Spanish page and none of the English', async () => {
    expect(spanish.length).toBeGreaterThan(100);
    for (const page of ['/es', '/es/videos', '/es/signin']) {
      const js = await shippedScript(page);
      expect(
        english.filter((text) => js.includes(text)),
        page,
      ).toEqual([]);
      expect(spanish.filter((text) => js.includes(text)).length, page).toBeGreaterThan(spanish.length * 0.9);
    }
  });

  it('ships the English texts to an English page and none of the Spanish', async () => {
    expect(english.length).toBeGreaterThan(100);
    for (const page of ['/', '/videos', '/signin']) {
      const js = await shippedScript(page);
      expect(
        spanish.filter((text) => js.includes(text)),
        page,
      ).toEqual([]);
      expect(english.filter((text) => js.includes(text)).length, page).toBeGreaterThan(english.length * 0.9);
    }
  });
});
