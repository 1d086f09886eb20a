import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SOCIAL_IMAGE_SIZE } from '@starlane/contract';
import { runFfmpeg } from '../media/index.js';
import type { Storage } from '../infra/storage.js';

const SOCIAL_IMAGE_WIDTH = SOCIAL_IMAGE_SIZE.width;
const SOCIAL_IMAGE_HEIGHT = SOCIAL_IMAGE_SIZE.height;

/** Where the made pictures are kept in the media storage: made once per source picture's content. */
const CACHE_PREFIX = 'social';

/** The picture formats ffmpeg reads here (SVG through librsvg); anything else is not ours to draw. */
const SOURCE_EXTENSIONS = new Set(['.svg', '.jpg', '.jpeg', '.png', '.webp']);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The site's own card, for pages without a picture of their own (home, lists) and for pictures not ours. */
export function siteCardSvg(siteName: string): string {
  const w = SOCIAL_IMAGE_WIDTH;
  const h = SOCIAL_IMAGE_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="0 0 ${String(w)} ${String(h)}">` +
    `<defs><radialGradient id="a" cx="0.85" cy="0" r="0.9"><stop offset="0" stop-color="#b18cff" stop-opacity="0.45"/><stop offset="1" stop-color="#b18cff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="b" cx="0" cy="0.1" r="0.8"><stop offset="0" stop-color="#ffc94d" stop-opacity="0.3"/><stop offset="1" stop-color="#ffc94d" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe08a"/><stop offset="0.6" stop-color="#ff9ad5"/><stop offset="1" stop-color="#b18cff"/></linearGradient></defs>` +
    `<rect width="${String(w)}" height="${String(h)}" fill="#0b0d17"/><rect width="${String(w)}" height="${String(h)}" fill="url(#a)"/><rect width="${String(w)}" height="${String(h)}" fill="url(#b)"/>` +
    `<polygon points="600,120 628,196 708,196 643,243 668,320 600,273 532,320 557,243 492,196 572,196" fill="#ffc94d"/>` +
    `<text x="600" y="440" text-anchor="middle" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" font-size="104" font-weight="700" fill="url(#t)">${escapeXml(siteName)}</text>` +
    `<text x="600" y="520" text-anchor="middle" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" font-size="36" fill="#a3a9c7">Videos, stars, categories and playlists. Adults (18+) only.</text>` +
    `</svg>`
  );
}

/**
 * Social pictures (og:image, twitter:image, the VideoObject's thumbnail): a 1200x630 JPEG made from a
 * picture of ours (a generated SVG thumbnail or the raster poster of an ingested video), which social networks
 * and video search take where they refuse SVG. The picture is drawn whole over a blurred, cropped copy of
 * itself, so a square star picture is not cut to a strip. Made with ffmpeg (librsvg reads SVG) on first ask,
 * kept in the media storage under the source's content hash, so a replaced picture gets a new one
 * (docs/decisions/0051).
 */
export class SocialImageService {
  private readonly making = new Map<string, Promise<Buffer>>();
  /** One ffmpeg at a time: a crawler asking for many pictures at once does not take every core. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: { storage: Storage; ffmpegPath: string; siteName: string }) {}

  /**
   * The storage key of a picture URL of ours (as the API gives it: `/media/...` or the CDN's or object
   * store's URL), or undefined for anything else (a partner's picture, another site, a path outside media).
   */
  keyOf(src: string): string | undefined {
    const base = this.deps.storage.urlOf('x').slice(0, -1);
    if (!src.startsWith(base)) return undefined;
    let key: string;
    try {
      key = src.slice(base.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return undefined;
    }
    if (key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '' || part === '.')) {
      return undefined;
    }
    if (key.startsWith(`${CACHE_PREFIX}/`)) return undefined;
    return SOURCE_EXTENSIONS.has(path.extname(key).toLowerCase()) ? key : undefined;
  }

  /**
   * The JPEG for `src` (a picture URL of ours), or the site's card when `src` is empty or not ours. Undefined
   * when `src` is ours but no such file is stored.
   */
  async image(src: string | undefined): Promise<Buffer | undefined> {
    const key = src ? this.keyOf(src) : undefined;
    if (!key) return this.make(Buffer.from(siteCardSvg(this.deps.siteName)), '.svg');
    if (!(await this.deps.storage.exists(key))) return undefined;
    const source = await this.deps.storage.read(key);
    return this.make(source, path.extname(key).toLowerCase());
  }

  private make(source: Buffer, extension: string): Promise<Buffer> {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 32);
    const cacheKey = `${CACHE_PREFIX}/${hash}-${String(SOCIAL_IMAGE_WIDTH)}x${String(SOCIAL_IMAGE_HEIGHT)}.jpg`;
    const pending = this.making.get(cacheKey);
    if (pending) return pending;
    const made = (async () => {
      if (await this.deps.storage.exists(cacheKey)) return this.deps.storage.read(cacheKey);
      const run = this.queue.then(() => this.render(source, extension));
      this.queue = run.catch(() => undefined);
      const jpeg = await run;
      await this.deps.storage.put(cacheKey, jpeg);
      return jpeg;
    })().finally(() => this.making.delete(cacheKey));
    this.making.set(cacheKey, made);
    return made;
  }

  private async render(source: Buffer, extension: string): Promise<Buffer> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starlane-social-'));
    try {
      const input = path.join(dir, `source${extension}`);
      const output = path.join(dir, 'social.jpg');
      await fs.writeFile(input, source);
      const w = String(SOCIAL_IMAGE_WIDTH);
      const h = String(SOCIAL_IMAGE_HEIGHT);
      // librsvg draws an SVG at the size asked (sharp edges and text), not at its own small size scaled up.
      const svgSize = extension === '.svg' ? ['-width', w, '-height', w] : [];
      await runFfmpeg(this.deps.ffmpegPath, [
        ...svgSize,
        '-i',
        input,
        '-filter_complex',
        `[0:v]format=rgba,split[a][b];` +
          `[a]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},boxblur=24,eq=brightness=-0.12[bg];` +
          `[b]scale=${w}:${h}:force_original_aspect_ratio=decrease[fg];` +
          `[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuvj420p`,
        '-frames:v',
        '1',
        '-q:v',
        '3',
        output,
      ]);
      return await fs.readFile(output);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
