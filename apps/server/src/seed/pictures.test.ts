import { describe, expect, it } from 'vitest';
import { adSvg, categorySvg, escapeXml, initialsOf, starSvg, thumbnailSvg } from './pictures.js';
import { Random } from './random.js';

const MAX_BYTES = 2048;

describe('generated pictures', () => {
  it('draws small SVGs of the right sizes', () => {
    const rng = new Random(1);
    for (let i = 0; i < 50; i++) {
      const pictures = [
        [thumbnailSvg(rng, 'MIDNIGHT 64'), '320', '180'],
        [starSvg(rng, initialsOf('Lyra', 'Quenwick')), '300', '300'],
        [categorySvg(rng, 'Behind the Scenes'), '320', '180'],
        [adSvg(rng, 'Highest rated', 'The best-loved clips', 'wide'), '728', '90'],
        [adSvg(rng, 'Playlists', 'Hand-picked runs of demo clips', 'box'), '300', '250'],
      ] as const;
      for (const [svg, width, height] of pictures) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it('draws the same picture from the same seed', () => {
    expect(thumbnailSvg(new Random(5), 'A')).toBe(thumbnailSvg(new Random(5), 'A'));
    expect(starSvg(new Random(5), 'LQ')).not.toBe(starSvg(new Random(6), 'LQ'));
  });

  it('escapes text, so a name cannot break the markup', () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&#60;a &#38; &#34;b&#34; &#39;c&#39;&#62;');
    expect(categorySvg(new Random(1), 'Rock & Roll')).toContain('Rock &#38; Roll');
    expect(initialsOf('lyra', 'quenwick')).toBe('LQ');
  });
});
