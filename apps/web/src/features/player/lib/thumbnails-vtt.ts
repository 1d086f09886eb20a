/** One seek-bar thumbnail: a time range and the picture for it, a tile of a sprite sheet or a whole image. */
export interface ThumbnailCue {
  start: number;
  end: number;
  /** The image, resolved against the track's own URL. */
  url: string;
  /** The tile inside the image (`#xywh=`); null when the cue names a whole image. */
  tile: { x: number; y: number; width: number; height: number } | null;
}

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)$/;
/** Stands in for the page's origin while resolving, so relative tracks give relative image URLs. */
const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

/** `hh:mm:ss.mmm` or `mm:ss.mmm` in seconds; null when it is neither. */
export function parseVttTimestamp(text: string): number | null {
  const match = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

function resolve(reference: string, trackUrl: string): string {
  const base = new URL(trackUrl, PLACEHOLDER_ORIGIN);
  const resolved = new URL(reference, base);
  return resolved.origin === PLACEHOLDER_ORIGIN
    ? `${resolved.pathname}${resolved.search}${resolved.hash}`
    : resolved.href;
}

/**
 * Reads a WebVTT thumbnails track (the pipeline's `thumbnails.vtt`, or any player-style one): each cue's
 * text is an image URL, optionally with a `#xywh=x,y,w,h` media fragment naming a sprite tile. Malformed cues
 * are skipped rather than failing the whole track: thumbnails are a nicety, never a reason to break seeking.
 */
export function parseThumbnailsVtt(text: string, trackUrl: string): ThumbnailCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!lines[0]?.startsWith('WEBVTT')) return [];
  const cues: ThumbnailCue[] = [];
  for (let i = 1; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i] ?? '');
    if (!timing) continue;
    const start = parseVttTimestamp(timing[1] ?? '');
    const end = parseVttTimestamp(timing[2] ?? '');
    const payload = lines[i + 1]?.trim() ?? '';
    if (start === null || end === null || end <= start || payload === '') continue;
    i++;
    const fragment = XYWH.exec(payload);
    const image = fragment ? payload.slice(0, fragment.index) : payload;
    cues.push({
      start,
      end,
      url: resolve(image, trackUrl),
      tile: fragment
        ? {
            x: Number(fragment[1]),
            y: Number(fragment[2]),
            width: Number(fragment[3]),
            height: Number(fragment[4]),
          }
        : null,
    });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `seconds` (cues sorted by start); past the last one, the last one. */
export function thumbnailAt(cues: readonly ThumbnailCue[], seconds: number): ThumbnailCue | undefined {
  let low = 0;
  let high = cues.length - 1;
  let found: ThumbnailCue | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle]!;
    if (cue.start <= seconds) {
      found = cue;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
