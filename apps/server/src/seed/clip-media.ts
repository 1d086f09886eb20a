import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../infra/storage.js';
import { PICTURE_FORMATS, pictureFileName } from '../media/index.js';

/*
 * The pipeline's card and player outputs for the demo clips (hover preview, posters, seek sprite and its
 * track), made once by `npm run demo-media` and committed next to the clips, so seeding runs no ffmpeg.
 * The names live here so that the command that writes the files and the seeder that reads them agree.
 */

export const clipMediaNames = {
  preview: (n: number) => `clip-${n}-preview.mp4`,
  /** The path before a poster set's `-<width>w.<format>` (docs/decisions/0079). */
  posterStem: (n: number) => `clip-${n}-poster`,
  sprite: (n: number) => `clip-${n}-sprite.jpg`,
  /** Names the sprite by its file name: the two are stored side by side. */
  thumbnails: (n: number) => `clip-${n}-thumbnails.vtt`,
  /** The HLS ladder: master.m3u8 over one folder per rung (240p/, 360p/). */
  hlsDir: (n: number) => `clip-${n}`,
};

/** The playlist a video plays: the ladder's master, or a single rendition's index (an older clip folder). */
const HLS_ENTRIES = ['master.m3u8', 'index.m3u8'];

/** Every file under `dir`, as paths relative to it with '/' separators. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(dir, entry.name), `${relative}/`)));
    else files.push(relative);
  }
  return files;
}

/** Copies clip `n`'s HLS folder (if any) into storage under 'clips/' and answers its playlist's URL. */
export async function copyClipHls(storage: Storage, dir: string, n: number): Promise<string | null> {
  const hlsDir = path.join(dir, clipMediaNames.hlsDir(n));
  const files = (await exists(hlsDir)) ? await filesUnder(hlsDir) : [];
  const entry = HLS_ENTRIES.find((name) => files.includes(name));
  if (entry === undefined) return null;
  let url: string | null = null;
  for (const file of files) {
    const copied = await storage.copyIn(`clips/${clipMediaNames.hlsDir(n)}/${file}`, path.join(hlsDir, file));
    if (file === entry) url = copied;
  }
  return url;
}

/** The values of a video row's preview_url, poster_srcset and seek_thumbnails_url (null when absent). */
export interface ClipMedia {
  previewUrl: string | null;
  posterSrcset: string | null;
  seekThumbnailsUrl: string | null;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Copies clip `n`'s outputs from `dir` into storage under 'clips/' and answers the URLs for its videos.
 * Whatever is missing stays null, as for a video the pipeline did not make.
 */
export async function copyClipMedia(storage: Storage, dir: string, n: number): Promise<ClipMedia> {
  const copy = async (name: string) =>
    (await exists(path.join(dir, name))) ? storage.copyIn(`clips/${name}`, path.join(dir, name)) : null;

  // Posters as sets (clip-N-poster-640w.avif/.webp/.jpg), or the JPEG-only clip-N-poster-640.jpg of
  // clips made before sets: the srcset names the JPEGs either way.
  const posterName = new RegExp(`^${clipMediaNames.posterStem(n)}-(\\d+)(w?)\\.jpg$`);
  const found = (await fs.readdir(dir))
    .map((file) => posterName.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ width: Number(match[1]), set: match[2] === 'w', file: match[0] }))
    .sort((a, b) => a.width - b.width);
  const posters: string[] = [];
  for (const poster of found) {
    if (poster.set) {
      for (const format of PICTURE_FORMATS.filter((f) => f !== 'jpg')) {
        await copy(pictureFileName(clipMediaNames.posterStem(n), poster.width, format));
      }
    }
    posters.push(`${await copy(poster.file)} ${String(poster.width)}w`);
  }

  const sprite = await copy(clipMediaNames.sprite(n));
  const thumbnails = sprite === null ? null : await copy(clipMediaNames.thumbnails(n));
  return {
    previewUrl: await copy(clipMediaNames.preview(n)),
    posterSrcset: posters.length > 0 ? posters.join(', ') : null,
    seekThumbnailsUrl: thumbnails,
  };
}

/**
 * An MP4's duration in whole seconds (rounded), from its movie header (`moov/mvhd`): the demo videos state
 * their clip's real length, read without ffmpeg so that seeding stays quick. Throws on a file without one.
 */
export async function mp4Seconds(file: string): Promise<number> {
  const data = await fs.readFile(file);
  /** The boxes in `data` from `start` to `end`: [type, start of the body, end]. */
  function* boxes(start: number, end: number): Generator<[string, number, number]> {
    let at = start;
    while (at + 8 <= end) {
      let size = data.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        size = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      yield [data.toString('latin1', at + 4, at + 8), at + header, at + size];
      at += size;
    }
  }
  for (const [type, body, end] of boxes(0, data.length)) {
    if (type !== 'moov') continue;
    for (const [inner, at] of boxes(body, end)) {
      if (inner !== 'mvhd') continue;
      const version = data[at]!;
      const [timescale, duration] =
        version === 1
          ? [data.readUInt32BE(at + 20), Number(data.readBigUInt64BE(at + 24))]
          : [data.readUInt32BE(at + 12), data.readUInt32BE(at + 16)];
      if (timescale > 0) return Math.max(1, Math.round(duration / timescale));
    }
  }
  throw new Error(`${file}: no MP4 movie header, so no duration`);
}
