import { parseArgs } from 'node:util';
import { LOCALES, isLocale, type Locale } from '@starlane/contract';

/* The media command's command line (see cli/media.ts), parsed apart from running it so tests can check it. */

export const MEDIA_USAGE = `Usage: npm run media -- ingest <file|folder>... [options]
       npm run media -- import-feed <file.json|file.csv|URL> [--dry-run]
       npm run media -- captions <video> <file.vtt> --lang es

ingest      Probes each file (a folder: every video file in it), refuses what is not a playable video
            with the reason, and transcodes the rest: HLS ladder, MP4 fallback, posters, hover preview,
            seek thumbnails. Shows a progress bar per file and a summary. A video is published when all
            of its media are made.
  --title T          the video's title (one file only; default: the file name)
  --description D    the video's description
  --categories A,B   category names, created when unknown
  --stars "A B,C D"  stars' full names, created when unknown

captions    Checks a WebVTT caption file (a broken one is refused with the line at fault) and attaches it
            to the video (its public id) as the track in that language, replacing the one it had.
  --lang L           the captions' language: ${LOCALES.join(' or ')}

Configuration (DATA_DIR, DATABASE_URL, FFMPEG_PATH, MEDIA_*, STORAGE...) comes from the environment and
a .env file; see README.md.`;

export const VIDEO_EXTENSIONS = new Set([
  '.mp4',
  '.m4v',
  '.mov',
  '.mkv',
  '.webm',
  '.avi',
  '.wmv',
  '.flv',
  '.mpg',
  '.mpeg',
  '.ts',
  '.m2ts',
  '.3gp',
  '.ogv',
]);

export type MediaCommand =
  | { command: 'help' }
  | {
      command: 'ingest';
      paths: string[];
      title?: string;
      description?: string;
      categories: string[];
      stars: string[];
    }
  | { command: 'import-feed'; source: string; dryRun: boolean }
  | { command: 'captions'; video: string; file: string; lang: Locale };

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The parsed command, or the problems with it. */
export function parseMediaArgs(argv: string[]): MediaCommand | { problems: string[] } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        description: { type: 'string' },
        categories: { type: 'string' },
        stars: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return { command: 'help' };
  if (command === 'ingest') {
    if (rest.length === 0) return { problems: ['ingest needs at least one file or folder'] };
    if (values['dry-run']) return { problems: ['--dry-run belongs to import-feed'] };
    return {
      command,
      paths: rest,
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      categories: list(values.categories),
      stars: list(values.stars),
    };
  }
  if (command === 'import-feed') {
    if (rest.length !== 1) return { problems: ['import-feed takes one file or URL'] };
    return { command, source: rest[0]!, dryRun: values['dry-run'] };
  }
  if (command === 'captions') {
    if (rest.length !== 2) return { problems: ['captions takes a video and a .vtt file'] };
    if (values.lang === undefined) return { problems: [`captions needs --lang (${LOCALES.join(' or ')})`] };
    if (!isLocale(values.lang)) {
      return {
        problems: [`--lang '${values.lang}' is not a language of the site (${LOCALES.join(' or ')})`],
      };
    }
    return { command, video: rest[0]!, file: rest[1]!, lang: values.lang };
  }
  return { problems: [`unknown command '${command}' (ingest, import-feed or captions)`] };
}

/** `elapsed` ms for `fraction` of the work: how long the rest should take, as m:ss (or h:mm:ss). */
export function formatEta(elapsedMs: number, fraction: number): string {
  if (fraction <= 0.01) return '--:--';
  const seconds = Math.max(0, Math.round(((elapsedMs / fraction) * (1 - fraction)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A text progress bar: `[#########-----------]  45%`. */
export function progressBar(fraction: number, width = 24): string {
  const clamped = Math.min(1, Math.max(0, fraction));
  const filled = Math.round(clamped * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(clamped * 100)).padStart(3)}%`;
}
