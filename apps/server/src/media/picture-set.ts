import type { Ffmpeg } from './ffmpeg.js';

/*
 * Raster pictures as sets (docs/decisions/0079): each width of a picture is stored as AVIF, WebP and a JPEG
 * fallback side by side, named `<stem>-<width>w.<ext>`. Rows and srcsets name the JPEG; pages offer the
 * other two from the same name (the `-<width>w.jpg` ending says the siblings exist, which a JPEG made
 * before sets, such as `poster-640.jpg`, does not).
 */

export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** `<stem>-<width>w.<format>`: the name of one file of a set. */
export function pictureFileName(stem: string, width: number, format: PictureFormat): string {
  return `${stem}-${String(width)}w.${format}`;
}

/**
 * Encoder settings per format, tuned on the demo pictures and posters for about the JPEG's look at a third
 * to a half of its bytes. libaom at cpu-used 6 keeps an AVIF of a 1280 px poster under a second here;
 * still-picture mode writes a plain AVIF (no sequence), which every AVIF decoder takes.
 */
const ENCODERS: Record<PictureFormat, string[]> = {
  avif: ['-c:v', 'libaom-av1', '-still-picture', '1', '-cpu-used', '6', '-crf', '32', '-b:v', '0'],
  webp: ['-c:v', 'libwebp', '-quality', '78', '-compression_level', '4'],
  jpg: ['-c:v', 'mjpeg', '-q:v', '3', '-pix_fmt', 'yuvj420p'],
};

/**
 * Writes one width of a picture set in a single ffmpeg run: `input` is ffmpeg's input arguments (a frame
 * of a video, an SVG drawn by librsvg), scaled to `width` (height kept in proportion and even), then
 * encoded once per format to `fileOf(format)`.
 */
export function makePictureSet(
  ff: Ffmpeg,
  input: string[],
  width: number,
  fileOf: (format: PictureFormat) => string,
): Promise<void> {
  const labels = PICTURE_FORMATS.map((format) => `[${format}]`);
  const filter = `[0:v:0]scale=${String(width)}:-2:flags=lanczos,setsar=1,format=yuv420p,split=${String(PICTURE_FORMATS.length)}${labels.join('')}`;
  const outputs = PICTURE_FORMATS.flatMap((format, i) => [
    '-map',
    labels[i]!,
    ...ENCODERS[format],
    '-frames:v',
    '1',
    fileOf(format),
  ]);
  return ff([...input, '-filter_complex', filter, ...outputs], () => undefined);
}

/** ffmpeg input arguments that draw an SVG file with librsvg at `width` x `height`, sharp at that size. */
export function svgInput(file: string, width: number, height: number): string[] {
  return ['-width', String(width), '-height', String(height), '-i', file];
}
