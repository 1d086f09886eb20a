import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/** A media file's duration in seconds, as ffprobe reads its container. */
export function probeDuration(file: string): number {
  const out = execFileSync(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(out.toString().trim());
}

/**
 * Makes a moving test-pattern clip with a tone (ffmpeg's lavfi sources): `width`x`height`, `seconds`
 * long, in a folder of its own. Kept small and fast (ultrafast x264) so the suites stay quick.
 */
export function makeTestClip(
  options: { width: number; height: number; seconds: number; audio?: boolean; name?: string },
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-clip-')),
): string {
  const file = path.join(dir, options.name ?? `pattern-${options.width}x${options.height}.mp4`);
  execFileSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${options.width}x${options.height}:rate=24`,
      ...(options.audio === false ? [] : ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000']),
      '-t',
      String(options.seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(options.audio === false ? [] : ['-c:a', 'aac']),
      file,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return file;
}

/** Every file under `dir`, as paths relative to it (empty when the folder is missing). */
export function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A real picture for the upload calls: 800 x 600, made by the same ffmpeg the server resizes with. */
export function pngDataUrl(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-png-'));
  const file = path.join(dir, 'p.png');
  execFileSync(FFMPEG, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=800x600',
    '-frames:v',
    '1',
    file,
  ]);
  const data = fs.readFileSync(file).toString('base64');
  fs.rmSync(dir, { recursive: true, force: true });
  return `data:image/png;base64,${data}`;
}

/** The width of a picture or video's first video stream, as ffprobe reads it. */
export function widthOf(file: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(String(out).trim());
}
