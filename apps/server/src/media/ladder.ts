/*
 * The pure arithmetic of the pipeline's outputs: which renditions a source gets, their bitrates, the master
 * playlist, where the hover preview and the poster are taken from, and the seek sprite's grid and WebVTT
 * track. Rungs and bitrates are explained in docs/decisions/0024.
 */

export interface Rung {
  name: string;
  height: number;
  /** Video bitrate cap (kbit/s): capped-quality encoding stays below it, simple pictures well below. */
  videoKbps: number;
  audioKbps: number;
  /** H.264 level, so the CODECS attribute of the master playlist says what the stream is. */
  level: '3.0' | '3.1' | '4.0';
}

export const LADDER: readonly Rung[] = [
  { name: '240p', height: 240, videoKbps: 400, audioKbps: 64, level: '3.0' },
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96, level: '3.0' },
  { name: '480p', height: 480, videoKbps: 1400, audioKbps: 128, level: '3.0' },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128, level: '3.1' },
  { name: '1080p', height: 1080, videoKbps: 5000, audioKbps: 160, level: '4.0' },
];

/** The fallback MP4 is the largest rung up to this height: plays everywhere, downloads in reasonable time. */
export const FALLBACK_MAX_HEIGHT = 720;
export const SEGMENT_SECONDS = 4;
export const POSTER_WIDTHS = [320, 640, 1280] as const;
/** The poster is taken at this share of the duration: past intros and black openings. */
export const POSTER_AT = 0.1;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export interface PlannedRung extends Rung {
  width: number;
}

/**
 * The rungs for a source of `width`x`height`: every rung up to the source's height, never one above it
 * (no upscaling). A source smaller than the lowest rung gets one rendition at its own size.
 */
export function rungsFor(width: number, height: number): PlannedRung[] {
  const fitting = LADDER.filter((rung) => rung.height <= height);
  const rungs =
    fitting.length > 0 ? fitting : [{ ...LADDER[0]!, name: `${even(height)}p`, height: even(height) }];
  return rungs.map((rung) => ({ ...rung, width: even((width * rung.height) / height) }));
}

/** The rung the MP4 fallback is made at. */
export function fallbackRung(rungs: PlannedRung[]): PlannedRung {
  const fitting = rungs.filter((rung) => rung.height <= FALLBACK_MAX_HEIGHT);
  return (fitting.at(-1) ?? rungs[0])!;
}

const LEVEL_HEX: Record<Rung['level'], string> = { '3.0': '1e', '3.1': '1f', '4.0': '28' };

/** RFC 6381 codecs: H.264 Main profile at the rung's level, plus AAC-LC when there is sound. */
export function codecsOf(rung: Rung, hasAudio: boolean): string {
  const video = `avc1.4d40${LEVEL_HEX[rung.level]}`;
  return hasAudio ? `${video},mp4a.40.2` : video;
}

export interface RenditionFacts {
  rung: PlannedRung;
  /** Bytes of the rendition's segments, for AVERAGE-BANDWIDTH. */
  bytes: number;
}

/** The master playlist: one variant per rendition, lowest first, each in its own folder. */
export function masterPlaylist(
  renditions: RenditionFacts[],
  durationSeconds: number,
  hasAudio: boolean,
  fps: number,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rung, bytes } of renditions) {
    const peak = (rung.videoKbps + (hasAudio ? rung.audioKbps : 0)) * 1000;
    const average = Math.round((bytes * 8) / Math.max(durationSeconds, 0.001));
    const attributes = [
      `BANDWIDTH=${Math.max(peak, average)}`,
      `AVERAGE-BANDWIDTH=${average}`,
      `RESOLUTION=${rung.width}x${rung.height}`,
      `CODECS="${codecsOf(rung, hasAudio)}"`,
      ...(fps > 0 ? [`FRAME-RATE=${fps.toFixed(3)}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${rung.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** Poster widths up to the source's width; a source narrower than the smallest gets its own width. */
export function posterWidths(sourceWidth: number): number[] {
  const widths = POSTER_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [even(sourceWidth)];
}

export interface PreviewCut {
  start: number;
  length: number;
}

/**
 * The hover preview: 4 cuts of 2 s spread over the video (8 s in all), away from the very start and end.
 * A short video gets shorter cuts, so the preview never repeats a moment.
 */
export function previewCuts(durationSeconds: number, points = 4, cutSeconds = 2): PreviewCut[] {
  const length = Math.min(cutSeconds, durationSeconds / (points + 1));
  return Array.from({ length: points }, (_, i) => {
    const centre = (durationSeconds * (i + 1)) / (points + 1);
    const start = Math.max(0, Math.min(centre - length / 2, durationSeconds - length));
    return { start: Number(start.toFixed(3)), length: Number(length.toFixed(3)) };
  });
}

export interface SpritePlan {
  /** Seconds between thumbnails. */
  interval: number;
  count: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

export const SPRITE_TILE_WIDTH = 160;
export const SPRITE_COLUMNS = 10;
/** At most this many thumbnails: a two-hour video gets one every 36 s, a one-minute clip one a second. */
export const SPRITE_MAX_TILES = 200;

export function spritePlan(durationSeconds: number, width: number, height: number): SpritePlan {
  const interval = Math.max(1, Math.ceil(durationSeconds / SPRITE_MAX_TILES));
  const count = Math.max(1, Math.ceil(durationSeconds / interval));
  const columns = Math.min(SPRITE_COLUMNS, count);
  return {
    interval,
    count,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: SPRITE_TILE_WIDTH,
    tileHeight: even((SPRITE_TILE_WIDTH * height) / width),
  };
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT thumbnails track: one cue per tile, pointing into the sprite with a media fragment. */
export function thumbnailsVtt(plan: SpritePlan, durationSeconds: number, spriteName: string): string {
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < plan.count; i++) {
    const start = i * plan.interval;
    const end = Math.min((i + 1) * plan.interval, durationSeconds);
    const x = (i % plan.columns) * plan.tileWidth;
    const y = Math.floor(i / plan.columns) * plan.tileHeight;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}`,
      `${spriteName}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`,
      '',
    );
  }
  return cues.join('\n');
}
