import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@starlane/contract';
import { useTestApp } from '../test/harness.js';

/** Width and height from a baseline or progressive JPEG's frame header (SOF0-SOF3). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#c36"/><circle cx="150" cy="150" r="90" fill="#fc3"/></svg>';

describe('social pictures (og:image)', () => {
  const ctx = useTestApp('sqlite');
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('makes a 1200x630 JPEG from an SVG picture of ours, the same bytes each time', async () => {
    const src = await ctx.deps.storage.put('pictures/social-test-star.svg', SQUARE_SVG);
    const res = await get(siteRoutes.socialImage(src));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(jpegSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // The middle of the picture is the star's, drawn whole: the second answer comes from the stored copy.
    const again = await get(siteRoutes.socialImage(src));
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('makes one from a raster poster too, and a new one when the picture is replaced', async () => {
    const first = await get(siteRoutes.socialImage());
    const src = await ctx.deps.storage.put('thumbs/social-test-poster.jpg', first.rawPayload);
    const fromJpeg = await get(siteRoutes.socialImage(src));
    expect(fromJpeg.statusCode).toBe(200);
    expect(jpegSize(fromJpeg.rawPayload)).toEqual({ width: 1200, height: 630 });

    const svgSrc = await ctx.deps.storage.put('thumbs/social-test-replaced.svg', SQUARE_SVG);
    const before = await get(siteRoutes.socialImage(svgSrc));
    await ctx.deps.storage.put('thumbs/social-test-replaced.svg', SQUARE_SVG.replace('#c36', '#36c'));
    const after = await get(siteRoutes.socialImage(svgSrc));
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it("answers the site's card without a picture, or for one that is not ours", async () => {
    const card = await get(siteRoutes.socialImage());
    expect(card.statusCode).toBe(200);
    expect(jpegSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    for (const src of ['https://partner.example/thumb.svg', '/media/../config.json', '/etc/passwd']) {
      const res = await get(siteRoutes.socialImage(src));
      expect(res.statusCode, src).toBe(200);
      expect(res.rawPayload.equals(card.rawPayload), src).toBe(true);
    }
  });

  it('answers 404 for a picture of ours that is not stored, and 400 for an overlong one', async () => {
    expect((await get(siteRoutes.socialImage('/media/thumbs/none-such.svg'))).statusCode).toBe(404);
    expect((await get(siteRoutes.socialImage(`/media/${'a'.repeat(2100)}.svg`))).statusCode).toBe(400);
  });
});
