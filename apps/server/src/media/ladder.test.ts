import { describe, expect, it } from 'vitest';
import {
  fallbackRung,
  masterPlaylist,
  posterWidths,
  previewCuts,
  rungsFor,
  spritePlan,
  thumbnailsVtt,
} from './ladder.js';

describe('the ladder', () => {
  it('gives every rung up to the source height and none above it', () => {
    expect(rungsFor(1280, 720).map((r) => r.name)).toEqual(['240p', '360p', '480p', '720p']);
    expect(rungsFor(1920, 1080).map((r) => r.name)).toEqual(['240p', '360p', '480p', '720p', '1080p']);
    expect(rungsFor(3840, 2160).at(-1)?.name).toBe('1080p');
    expect(rungsFor(640, 360).map((r) => [r.width, r.height])).toEqual([
      [426, 240],
      [640, 360],
    ]);
  });

  it('keeps a source below the lowest rung at its own size', () => {
    expect(rungsFor(320, 180).map((r) => [r.name, r.width, r.height])).toEqual([['180p', 320, 180]]);
  });

  it('makes the fallback at 720p at most', () => {
    expect(fallbackRung(rungsFor(1920, 1080)).name).toBe('720p');
    expect(fallbackRung(rungsFor(854, 480)).name).toBe('480p');
  });

  it('writes a master playlist with bandwidth, resolution and codecs per variant', () => {
    const rungs = rungsFor(1280, 720);
    const text = masterPlaylist(
      rungs.map((rung) => ({ rung, bytes: 100_000 })),
      10,
      true,
      24,
    );
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    expect(text).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=2928000,AVERAGE-BANDWIDTH=80000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",FRAME-RATE=24.000\n720p/index.m3u8',
    );
    expect(text.match(/EXT-X-STREAM-INF/g)).toHaveLength(4);
  });
});

describe('posters, previews and sprites', () => {
  it('never makes a poster wider than the source', () => {
    expect(posterWidths(1920)).toEqual([320, 640, 1280]);
    expect(posterWidths(854)).toEqual([320, 640]);
    expect(posterWidths(200)).toEqual([200]);
  });

  it('cuts the preview from four points, 8 s in all, inside the video', () => {
    const cuts = previewCuts(60);
    expect(cuts.map((c) => c.start)).toEqual([11, 23, 35, 47]);
    expect(cuts.reduce((sum, c) => sum + c.length, 0)).toBe(8);
    const short = previewCuts(5);
    expect(short.every((c) => c.start + c.length <= 5)).toBe(true);
    expect(short[0]!.length).toBe(1);
  });

  it('describes each sprite tile in the thumbnails track', () => {
    const plan = spritePlan(25, 1280, 720);
    expect(plan).toMatchObject({ interval: 1, count: 25, columns: 10, rows: 3, tileHeight: 90 });
    const vtt = thumbnailsVtt(plan, 25, 'sprite.jpg');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.000\nsprite.jpg#xywh=0,0,160,90');
    expect(vtt).toContain('00:00:24.000 --> 00:00:25.000\nsprite.jpg#xywh=640,180,160,90');
    expect(spritePlan(7200, 1920, 1080).count).toBe(200);
  });
});
