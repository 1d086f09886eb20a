import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '@starlane/contract';
import { newNonce } from '../http/security-headers.js';
import { brotliBody, brotliPieces, NONCE_LENGTH } from './brotli-pieces.js';
import { preparePage } from './prepared-page.js';

/** A page like ours: repeated markup and text on both sides of the nonces, multibyte characters included. */
function pageWith(nonces: number): string {
  const parts = ['<!doctype html><html><head><style>', '.sl-card{color:red}'.repeat(400), '</style>'];
  for (let i = 0; i < nonces; i++) {
    parts.push(
      '<script nonce="',
      NONCE_PLACEHOLDER,
      `" type="module" src="/assets/page-${String(i)}.js"></script>`,
    );
    parts.push(`<p>Ünïcode ★ ${'Starlane videos '.repeat(50)}</p>`);
  }
  parts.push('</head><body>', '<div class="sl-card">Starlane</div>'.repeat(300), '</body></html>');
  return parts.join('');
}

describe('brotli pieces of a cached page', () => {
  it('decode, with any nonce, to the page with that nonce', async () => {
    for (const count of [0, 1, 3]) {
      const page = pageWith(count);
      const prepared = preparePage(page);
      const pieces = await brotliPieces(prepared.pieces);
      expect(pieces, String(count)).toBeDefined();
      for (let i = 0; i < 20; i++) {
        const nonce = newNonce();
        expect(nonce).toHaveLength(NONCE_LENGTH);
        const body = brotliBody(prepared.pieces, pieces!, nonce);
        expect(zlib.brotliDecompressSync(body).toString()).toBe(page.replaceAll(NONCE_PLACEHOLDER, nonce));
      }
    }
  });

  it('are smaller than the gzip of the page', async () => {
    const page = pageWith(1);
    const prepared = preparePage(page);
    const body = brotliBody(prepared.pieces, (await brotliPieces(prepared.pieces))!, newNonce());
    expect(body.length).toBeLessThan(zlib.gzipSync(page).length);
  });

  it('are not made when a nonce ends the page (the two bytes after it are missing)', async () => {
    const prepared = preparePage(`<p>${randomBytes(8).toString('hex')}</p>${NONCE_PLACEHOLDER}`);
    expect(await brotliPieces(prepared.pieces)).toBeUndefined();
  });
});
