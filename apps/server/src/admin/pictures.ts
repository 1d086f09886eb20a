import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { BadRequestError } from '../errors.js';

const run = promisify(execFile);

/** The most a picture may weigh once decoded. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;

/** How wide pictures are stored: big enough for the largest card or banner, small enough to load fast. */
export const PICTURE_WIDTHS = { thumbnail: 640, star: 480, category: 480, ad: 970 } as const;

const NOT_A_PICTURE = 'The file is not a picture this site can read (PNG, JPEG, WebP or GIF)';

/**
 * Resizes an uploaded picture (a data URL) to at most `maxWidth` pixels wide, keeping its proportions, and
 * re-encodes it as JPEG. ffmpeg does the work (it is installed for the media anyway; a native image library
 * would add a binary to the install). Re-encoding also drops whatever else the file carried (metadata,
 * scripts in an SVG-like payload). Anything ffmpeg cannot read is a 400.
 */
export async function resizePicture(ffmpegPath: string, dataUrl: string, maxWidth: number): Promise<Buffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const input = Buffer.from(base64, 'base64');
  if (input.length === 0) throw new BadRequestError(NOT_A_PICTURE, { picture: [NOT_A_PICTURE] });
  if (input.length > PICTURE_MAX_BYTES) {
    const message = 'A picture may weigh at most 8 MB';
    throw new BadRequestError(message, { picture: [message] });
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starlane-picture-'));
  const source = path.join(dir, `in-${randomBytes(4).toString('hex')}`);
  const target = path.join(dir, 'out.jpg');
  try {
    await fs.writeFile(source, input);
    await run(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        source,
        '-frames:v',
        '1',
        '-vf',
        `scale='min(${maxWidth},iw)':-2`,
        '-q:v',
        '3',
        target,
      ],
      { timeout: 20_000 },
    ).catch(() => {
      throw new BadRequestError(NOT_A_PICTURE, { picture: [NOT_A_PICTURE] });
    });
    return await fs.readFile(target);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
