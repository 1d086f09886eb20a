import type { Random } from './random.js';

/*
 * Generated SVG pictures for the demo catalogue: gradients, simple shapes and a label, drawn from a seeded
 * generator so the same seed draws the same pictures. Each stays well under 2 KB, so a pool of them is cheap
 * to write and to serve.
 */

const FONT = 'system-ui,Segoe UI,Helvetica,Arial,sans-serif';

/** Escapes text for use inside SVG markup (element content or a quoted attribute). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;
}

/** Two related colours for a background gradient: a base hue and one 30-150 degrees away. */
function gradientStops(rng: Random): [string, string] {
  const hue = rng.int(0, 359);
  return [
    hsl(hue, rng.int(55, 80), rng.int(30, 45)),
    hsl(hue + rng.int(30, 150), rng.int(55, 85), rng.int(45, 62)),
  ];
}

function linearGradient(id: string, [from, to]: [string, string], angle: 'diagonal' | 'vertical'): string {
  const end = angle === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A few translucent circles, rectangles and triangles scattered over a `width` x `height` canvas. */
function shapes(rng: Random, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, width);
    const y = rng.int(0, height);
    const size = rng.int(Math.round(height / 8), Math.round(height / 2));
    const fill = `${hsl(rng.int(0, 359), 80, rng.int(55, 85))}`;
    const opacity = (rng.int(15, 45) / 100).toFixed(2);
    switch (rng.int(0, 2)) {
      case 0:
        out += `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`;
        break;
      case 1:
        out += `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${rng.int(0, 12)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rng.int(-40, 40)} ${x} ${y})"/>`;
        break;
      default:
        out += `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${fill}" fill-opacity="${opacity}"/>`;
    }
  }
  return out;
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A 16:9 video thumbnail (320 x 180): gradient, shapes, a play mark and a short label. */
export function thumbnailSvg(rng: Random, label: string): string {
  const body =
    `<rect width="320" height="180" fill="url(#g)"/>` +
    shapes(rng, 320, 180, rng.int(3, 5)) +
    `<circle cx="160" cy="90" r="26" fill="#000" fill-opacity="0.35"/>` +
    `<polygon points="151,76 151,104 175,90" fill="#fff" fill-opacity="0.9"/>` +
    `<rect x="10" y="146" width="${label.length * 9 + 16}" height="24" rx="4" fill="#000" fill-opacity="0.55"/>` +
    `<text x="18" y="163" font-family="${FONT}" font-size="14" font-weight="700" fill="#fff">${escapeXml(label)}</text>`;
  return svg(320, 180, linearGradient('g', gradientStops(rng), 'diagonal'), body);
}

/** The initials of a name, e.g. 'LQ' for 'Lyra Quenwick'. */
export function initialsOf(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** A square (300 x 300) abstract avatar for a star: gradient, soft shapes and the initials. */
export function starSvg(rng: Random, initials: string): string {
  const body =
    `<rect width="300" height="300" fill="url(#g)"/>` +
    shapes(rng, 300, 300, rng.int(2, 4)) +
    `<circle cx="150" cy="150" r="92" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="150" y="176" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`;
  return svg(300, 300, linearGradient('g', gradientStops(rng), 'diagonal'), body);
}

/** A 16:9 category picture (320 x 180) with the category's name across it. */
export function categorySvg(rng: Random, name: string): string {
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = i * 64 - 40;
    return `<rect x="${x}" y="-40" width="22" height="260" fill="#fff" fill-opacity="0.07" transform="rotate(20 ${x} 90)"/>`;
  }).join('');
  const fontSize = name.length > 16 ? 22 : 28;
  const body =
    `<rect width="320" height="180" fill="url(#g)"/>` +
    stripes +
    shapes(rng, 320, 180, 2) +
    `<text x="160" y="${90 + fontSize / 3}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(name)}</text>`;
  return svg(320, 180, linearGradient('g', gradientStops(rng), 'vertical'), body);
}

export const AD_SIZES = {
  /** A leaderboard banner, for the header and wide slots. */
  wide: { width: 728, height: 90 },
  /** A medium rectangle, for the sidebar and listing slots. */
  box: { width: 300, height: 250 },
} as const;

/** A house-ad banner: headline, one line of text and a call-to-action button. */
export function adSvg(rng: Random, headline: string, line: string, size: keyof typeof AD_SIZES): string {
  const { width, height } = AD_SIZES[size];
  const wide = size === 'wide';
  const text = wide
    ? `<text x="24" y="42" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">${escapeXml(headline)}</text>` +
      `<text x="24" y="70" font-family="${FONT}" font-size="16" fill="#fff">${escapeXml(line)}</text>` +
      `<rect x="590" y="27" width="114" height="36" rx="18" fill="#fff"/>` +
      `<text x="647" y="51" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#222">Take a look</text>`
    : `<text x="150" y="96" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">${escapeXml(headline)}</text>` +
      `<text x="150" y="130" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#fff">${escapeXml(line)}</text>` +
      `<rect x="93" y="176" width="114" height="36" rx="18" fill="#fff"/>` +
      `<text x="150" y="200" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#222">Take a look</text>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` + shapes(rng, width, height, 3) + text;
  return svg(width, height, linearGradient('g', gradientStops(rng), 'diagonal'), body);
}
