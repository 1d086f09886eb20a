import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, type Ffmpeg } from './ffmpeg.js';
import { PICTURE_FORMATS, makePictureSet, pictureFileName } from './picture-set.js';
import {
  POSTER_AT,
  SEGMENT_SECONDS,
  fallbackRung,
  masterPlaylist,
  posterWidths,
  previewCuts,
  rungsFor,
  spritePlan,
  thumbnailsVtt,
  type PlannedRung,
  type PreviewCut,
  type RenditionFacts,
  type SpritePlan,
} from './ladder.js';
import type { ProbeResult } from './probe.js';

export interface TranscodeOptions {
  ffmpegPath: string;
  x264Preset: string;
  signal?: AbortSignal;
  /** Overall progress from 0 to 1, and the step running. */
  onProgress?: (fraction: number, stage: string) => void;
}

/** What one output took and weighs. */
export interface OutputFacts {
  ms: number;
  bytes: number;
}

/** What a transcode made, relative to its work folder. */
export interface TranscodeResult {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: { name: string; width: number; height: number; bytes: number }[];
  /** Time and size per output: `mp4`, `hls-240p`..., `poster`, `preview`, `sprite`. */
  outputs: Record<string, OutputFacts>;
  files: {
    master: string;
    mp4: string;
    posters: { width: number; file: string }[];
    preview: string;
    sprite: string;
    thumbnailsVtt: string;
  };
}

interface Step {
  name: string;
  /** Share of the work, roughly the pixels encoded; progress is weighted by it. */
  weight: number;
  run: (onSeconds: (s: number) => void) => Promise<void>;
  /** The seconds of output the step writes, to turn ffmpeg's position into a fraction. */
  seconds: number;
}

async function sizeOf(target: string): Promise<number> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of await fs.readdir(target)) total += await sizeOf(path.join(target, entry));
  return total;
}

/** Keyframes every 2 s whatever the frame rate, so segments of SEGMENT_SECONDS cut cleanly. */
const KEYFRAMES = ['-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'];

/** H.264 main profile: every player the site supports decodes it, the renditions and the preview alike. */
function h264Main(preset: string): string[] {
  return ['-c:v', 'libx264', '-preset', preset, '-profile:v', 'main'];
}

function videoArgs(rung: PlannedRung, preset: string): string[] {
  return [
    '-vf',
    `scale=${rung.width}:${rung.height}:flags=bicubic,setsar=1,format=yuv420p`,
    ...h264Main(preset),
    '-level:v',
    rung.level,
    // Capped quality: simple pictures use far less than the cap, busy ones never more (decision 0024).
    '-crf',
    '23',
    '-maxrate',
    `${rung.videoKbps}k`,
    '-bufsize',
    `${rung.videoKbps * 2}k`,
    ...KEYFRAMES,
  ];
}

function audioArgs(rung: PlannedRung, hasAudio: boolean): string[] {
  return hasAudio ? ['-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2', '-ar', '48000'] : ['-an'];
}

function hlsArgs(dir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    path.join(dir, 'seg-%03d.m4s'),
    path.join(dir, 'index.m3u8'),
  ];
}

export type { Ffmpeg };

/** An Ffmpeg that runs `ffmpegPath`, cancelled by `signal`. */
export function ffmpegRunner(ffmpegPath: string, signal?: AbortSignal): Ffmpeg {
  return (args, onSeconds) => runFfmpeg(ffmpegPath, args, { onProgress: onSeconds, signal });
}

export interface RenditionInput {
  source: string;
  hasAudio: boolean;
  preset: string;
  /** An MP4 already encoded at the rung's size: cut into segments as it is, without a second encode. */
  copyOf?: string;
}

/** One HLS rendition of `rung` in `dir`: index.m3u8, init.mp4 and fMP4 segments of SEGMENT_SECONDS. */
export async function makeRendition(
  ff: Ffmpeg,
  input: RenditionInput,
  rung: PlannedRung,
  dir: string,
  onSeconds: (s: number) => void = () => undefined,
): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const encode =
    input.copyOf === undefined
      ? [
          '-i',
          input.source,
          '-map',
          '0:v:0',
          ...(input.hasAudio ? ['-map', '0:a:0'] : []),
          ...videoArgs(rung, input.preset),
          ...audioArgs(rung, input.hasAudio),
        ]
      : ['-i', input.copyOf, '-map', '0', '-c', 'copy'];
  await ff([...encode, ...hlsArgs(dir)], onSeconds);
}

/**
 * Writes `hlsDir`/master.m3u8 over the renditions made in `hlsDir`/<rung name>/, and answers each one's
 * bytes (the playlist's AVERAGE-BANDWIDTH is measured from them).
 */
export async function writeMasterPlaylist(
  hlsDir: string,
  rungs: PlannedRung[],
  probe: Pick<ProbeResult, 'durationSeconds' | 'hasAudio' | 'fps'>,
): Promise<RenditionFacts[]> {
  const renditions: RenditionFacts[] = [];
  for (const rung of rungs) renditions.push({ rung, bytes: await sizeOf(path.join(hlsDir, rung.name)) });
  await fs.writeFile(
    path.join(hlsDir, 'master.m3u8'),
    masterPlaylist(renditions, probe.durationSeconds, probe.hasAudio, probe.fps),
  );
  return renditions;
}

/**
 * The poster at POSTER_AT of the duration, once per width (height kept even), each as a picture set: AVIF,
 * WebP and JPEG from one decoded frame (docs/decisions/0079). `stemFor(width)` is the path before
 * `-<width>w.<format>`; `onDone` counts the widths made.
 */
export async function makePosters(
  ff: Ffmpeg,
  source: string,
  durationSeconds: number,
  widths: number[],
  stem: string,
  onDone: (count: number) => void = () => undefined,
): Promise<void> {
  for (const [i, width] of widths.entries()) {
    await makePictureSet(ff, ['-ss', String(durationSeconds * POSTER_AT), '-i', source], width, (format) =>
      pictureFileName(stem, width, format),
    );
    onDone(i + 1);
  }
}

/** The silent hover preview: the `cuts` joined, 240 px high at 24 fps, faststart so it plays at once. */
export function makePreview(
  ff: Ffmpeg,
  source: string,
  cuts: PreviewCut[],
  preset: string,
  output: string,
  onSeconds: (s: number) => void = () => undefined,
): Promise<void> {
  const inputs = cuts.flatMap((cut) => ['-ss', String(cut.start), '-t', String(cut.length), '-i', source]);
  const scaled = cuts.map((_, i) => `[${i}:v:0]scale=-2:240,setsar=1,fps=24,format=yuv420p[p${i}]`);
  const joined = `${cuts.map((_, i) => `[p${i}]`).join('')}concat=n=${cuts.length}:v=1:a=0[out]`;
  return ff(
    [
      ...inputs,
      '-filter_complex',
      [...scaled, joined].join(';'),
      '-map',
      '[out]',
      '-an',
      ...h264Main(preset),
      '-crf',
      '28',
      '-maxrate',
      '400k',
      '-bufsize',
      '800k',
      '-movflags',
      '+faststart',
      output,
    ],
    onSeconds,
  );
}

/**
 * The seek sprite (one tile every `plan.interval` seconds) and its WebVTT track, whose cues name the sprite
 * by its file name: the two are stored side by side and the track's URLs are relative to it.
 */
export async function makeSprite(
  ff: Ffmpeg,
  source: string,
  durationSeconds: number,
  plan: SpritePlan,
  files: { sprite: string; vtt: string },
  onSeconds: (s: number) => void = () => undefined,
): Promise<void> {
  await ff(
    [
      '-i',
      source,
      '-vf',
      `fps=1/${plan.interval},scale=${plan.tileWidth}:${plan.tileHeight},setsar=1,tile=${plan.columns}x${plan.rows}`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      files.sprite,
    ],
    onSeconds,
  );
  await fs.writeFile(files.vtt, thumbnailsVtt(plan, durationSeconds, path.basename(files.sprite)));
}

/**
 * Makes every output of one video in `workDir`: the MP4 fallback (faststart), the HLS ladder (the
 * fallback's rung is cut from the MP4 without re-encoding), the poster in several widths, the silent hover
 * preview and the seek sprite with its WebVTT track. Runs ffmpeg once per output, so a failure names it.
 */
export async function transcode(
  source: string,
  probe: ProbeResult,
  workDir: string,
  options: TranscodeOptions,
): Promise<TranscodeResult> {
  const { ffmpegPath, x264Preset: preset, signal } = options;
  const duration = probe.durationSeconds;
  const rungs = rungsFor(probe.width, probe.height);
  const fallback = fallbackRung(rungs);
  const hlsDir = path.join(workDir, 'hls');
  const ff = ffmpegRunner(ffmpegPath, signal);

  const mp4 = path.join(workDir, 'video.mp4');
  const widths = posterWidths(probe.width);
  const cuts = previewCuts(duration);
  const previewSeconds = cuts.reduce((sum, cut) => sum + cut.length, 0);
  const sprite = spritePlan(duration, probe.width, probe.height);
  const pixels = (rung: PlannedRung) => (rung.width * rung.height) / (1280 * 720);

  const steps: Step[] = [
    {
      name: 'mp4',
      weight: pixels(fallback) + 0.3,
      seconds: duration,
      run: (onSeconds) =>
        ff(
          [
            '-i',
            source,
            '-map',
            '0:v:0',
            ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
            ...videoArgs(fallback, preset),
            ...audioArgs(fallback, probe.hasAudio),
            '-movflags',
            '+faststart',
            mp4,
          ],
          onSeconds,
        ),
    },
    ...rungs.map((rung): Step => ({
      name: `hls-${rung.name}`,
      weight: rung === fallback ? 0.02 : pixels(rung) + 0.3,
      seconds: duration,
      run: (onSeconds) =>
        makeRendition(
          ff,
          { source, hasAudio: probe.hasAudio, preset, ...(rung === fallback ? { copyOf: mp4 } : {}) },
          rung,
          path.join(hlsDir, rung.name),
          onSeconds,
        ),
    })),
    {
      name: 'poster',
      weight: 0.02 * widths.length,
      seconds: widths.length,
      run: (onSeconds) => makePosters(ff, source, duration, widths, path.join(workDir, 'poster'), onSeconds),
    },
    {
      name: 'preview',
      weight: 0.15,
      seconds: previewSeconds,
      run: (onSeconds) => makePreview(ff, source, cuts, preset, path.join(workDir, 'preview.mp4'), onSeconds),
    },
    {
      name: 'sprite',
      weight: 0.3,
      seconds: duration,
      run: (onSeconds) =>
        makeSprite(
          ff,
          source,
          duration,
          sprite,
          { sprite: path.join(workDir, 'sprite.jpg'), vtt: path.join(workDir, 'thumbnails.vtt') },
          onSeconds,
        ),
    },
  ];

  const totalWeight = steps.reduce((sum, step) => sum + step.weight, 0);
  let doneWeight = 0;
  const outputs: Record<string, OutputFacts> = {};
  for (const step of steps) {
    options.onProgress?.(doneWeight / totalWeight, step.name);
    const started = performance.now();
    await step.run((seconds) => {
      const within = Math.min(1, Math.max(0, seconds / Math.max(step.seconds, 0.001)));
      options.onProgress?.((doneWeight + within * step.weight) / totalWeight, step.name);
    });
    doneWeight += step.weight;
    outputs[step.name] = { ms: Math.round(performance.now() - started), bytes: 0 };
  }

  const renditions = await writeMasterPlaylist(hlsDir, rungs, probe);
  for (const { rung, bytes } of renditions) outputs[`hls-${rung.name}`]!.bytes = bytes;
  outputs.mp4!.bytes = await sizeOf(mp4);
  // Every format of every width: what storage holds for the poster.
  const posterFiles = widths.flatMap((w) => PICTURE_FORMATS.map((f) => pictureFileName('poster', w, f)));
  outputs.poster!.bytes = (
    await Promise.all(posterFiles.map((file) => sizeOf(path.join(workDir, file))))
  ).reduce((a, b) => a + b, 0);
  outputs.preview!.bytes = await sizeOf(path.join(workDir, 'preview.mp4'));
  outputs.sprite!.bytes =
    (await sizeOf(path.join(workDir, 'sprite.jpg'))) + (await sizeOf(path.join(workDir, 'thumbnails.vtt')));
  options.onProgress?.(1, 'done');

  return {
    durationSeconds: duration,
    width: probe.width,
    height: probe.height,
    renditions: renditions.map(({ rung, bytes }) => ({
      name: rung.name,
      width: rung.width,
      height: rung.height,
      bytes,
    })),
    outputs,
    files: {
      master: 'hls/master.m3u8',
      mp4: 'video.mp4',
      posters: widths.map((width) => ({ width, file: pictureFileName('poster', width, 'jpg') })),
      preview: 'preview.mp4',
      sprite: 'sprite.jpg',
      thumbnailsVtt: 'thumbnails.vtt',
    },
  };
}
