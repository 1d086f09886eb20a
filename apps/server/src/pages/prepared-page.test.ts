import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '@starlane/contract';
import { gzipBody, identityBody, preparePage } from './prepared-page.js';

const page = [
  '<!doctype html><html><head><script nonce="',
  NONCE_PLACEHOLDER,
  '" type="module" src="/a.js"></script></head><body>',
  'Ünïcode ★ '.repeat(2000),
  '<script nonce="',
  NONCE_PLACEHOLDER,
  '" type="application/json">{}</script></body></html>',
].join('');

describe('a prepared page', () => {
  const prepared = preparePage(page);

  it('answers the page with the nonce filled in', () => {
    expect(identityBody(prepared, 'NONCE123').toString()).toBe(
      page.replaceAll(NONCE_PLACEHOLDER, 'NONCE123'),
    );
  });

  it('answers a gzip stream that any gunzip reads back as the page with the nonce, per response', () => {
    for (const nonce of ['abc', 'Zm9vYmFyYmF6cXV4MTIzNA==']) {
      const gz = gzipBody(prepared, nonce);
      expect(zlib.gunzipSync(gz).toString()).toBe(page.replaceAll(NONCE_PLACEHOLDER, nonce));
      // The whole stream is one member: nothing after the trailer, and it is much smaller than the page.
      expect(gz.length).toBeLessThan(Buffer.byteLength(page) / 4);
    }
  });

  it('compresses a page once, when its gzip is first asked for', () => {
    const fresh = preparePage(page);
    const pieces = fresh.gzipPieces;
    expect(pieces).toHaveLength(3);
    expect(fresh.gzipPieces).toBe(pieces);
  });

  it('works for a page without placeholder and for an empty page', () => {
    expect(zlib.gunzipSync(gzipBody(preparePage('plain'), 'n')).toString()).toBe('plain');
    expect(zlib.gunzipSync(gzipBody(preparePage(''), 'n')).toString()).toBe('');
  });
});
