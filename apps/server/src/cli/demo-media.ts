import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfigForCli } from '../config.js';
import {
  PICTURE_FORMATS,
  ffmpegRunner,
  makePosters,
  makePreview,
  makeRendition,
  makeSprite,
  pictureFileName,
  posterWidths,
  previewCuts,
  probeVideo,
  rungsFor,
  spritePlan,
  writeMasterPlaylist,
} from '../media/index.js';
import { clipMediaNames } from '../seed/clip-media.js';
import { DEFAULT_CLIPS_DIR } from '../seed/demo.js';
import { runCli } from './run.js';

/*
 * `npm run demo-media`: runs the media pipeline's HLS ladder, poster, hover preview and seek sprite steps on
 * each demo clip (assets/clips/clip-N.mp4) and writes their outputs next to it, under the names in
 * seed/clip-media.ts. The ladder has every rung up to the clip's size, as an upload would get; the rung at
 * the clip's own size is the clip cut into segments, the others are encoded.
 * The outputs are committed, so seeding copies them and never runs ffmpeg; run this again after
 * scripts/make-clips.sh or a change to those steps.
 */

const USAGE = `Usage: npm run demo-media [-- <clips-folder>]

Writes the HLS ladder (clip-N/master.m3u8), hover preview, posters and seek sprite (with its WebVTT
track) of every clip-N.mp4 in the
folder (default apps/server/assets/clips), with ffmpeg from FFMPEG_PATH and the preset MEDIA_X264_PRESET.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.length > 1) {
    console.log(USAGE);
    return argv.includes('--help') ? 0 : 2;
  }
  const dir = path.resolve(argv[0] ?? DEFAULT_CLIPS_DIR);
  const config = loadConfigForCli();
  if (!config) return 1;
  const tools = { ffmpegPath: config.ffmpegPath, ffprobePath: config.media.ffprobePath };
  const ff = ffmpegRunner(config.ffmpegPath);

  const numbers = (await fs.readdir(dir))
    .map((file) => /^clip-(\d+)\.mp4$/.exec(file)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (numbers.length === 0) {
    console.error(`demo-media: no clip-N.mp4 in ${dir} (scripts/make-clips.sh makes them)`);
    return 1;
  }

  let total = 0;
  for (const n of numbers) {
    const source = path.join(dir, `clip-${n}.mp4`);
    const probe = await probeVideo(tools, source);
    const out = (name: string) => path.join(dir, name);
    const widths = posterWidths(probe.width);
    await makePosters(ff, source, probe.durationSeconds, widths, out(clipMediaNames.posterStem(n)));
    await makePreview(
      ff,
      source,
      previewCuts(probe.durationSeconds),
      config.media.x264Preset,
      out(clipMediaNames.preview(n)),
    );
    await makeSprite(
      ff,
      source,
      probe.durationSeconds,
      spritePlan(probe.durationSeconds, probe.width, probe.height),
      { sprite: out(clipMediaNames.sprite(n)), vtt: out(clipMediaNames.thumbnails(n)) },
    );
    const hlsDir = out(clipMediaNames.hlsDir(n));
    await fs.rm(hlsDir, { recursive: true, force: true });
    const rungs = rungsFor(probe.width, probe.height);
    for (const rung of rungs) {
      const atClipSize = rung.width === probe.width && rung.height === probe.height;
      const input = { source, hasAudio: probe.hasAudio, preset: config.media.x264Preset };
      await makeRendition(
        ff,
        atClipSize ? { ...input, copyOf: source } : input,
        rung,
        path.join(hlsDir, rung.name),
      );
    }
    const renditions = await writeMasterPlaylist(hlsDir, rungs, probe);
    const written = [
      ...widths.flatMap((width) =>
        PICTURE_FORMATS.map((format) => pictureFileName(clipMediaNames.posterStem(n), width, format)),
      ),
      clipMediaNames.preview(n),
      clipMediaNames.sprite(n),
      clipMediaNames.thumbnails(n),
    ];
    let bytes = renditions.reduce((sum, rendition) => sum + rendition.bytes, 0);
    for (const name of written) bytes += (await fs.stat(out(name))).size;
    written.push(`${clipMediaNames.hlsDir(n)}/ (${rungs.map((rung) => rung.name).join(', ')})`);
    total += bytes;
    console.log(`demo-media: clip-${n}: ${written.join(', ')} (${Math.round(bytes / 1024)} KB)`);
  }
  console.log(`demo-media: ${numbers.length} clips in ${dir} (${Math.round(total / 1024)} KB in all)`);
  return 0;
}

await runCli('demo-media', main);
