import { describe, expect, it } from 'vitest';
import { parseThumbnailsVtt, parseVttTimestamp, thumbnailAt } from './thumbnails-vtt';

const TRACK = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'sprite.jpg#xywh=0,0,160,90',
  '',
  '00:00:02.000 --> 00:00:04.000',
  'sprite.jpg#xywh=160,0,160,90',
  '',
  '00:00:04.000 --> 00:00:05.500',
  'sprite.jpg#xywh=0,90,160,90',
  '',
].join('\n');

describe('parseVttTimestamp', () => {
  it('reads hours, minutes, seconds and milliseconds, with or without hours', () => {
    expect(parseVttTimestamp('01:02:03.450')).toBe(3723.45);
    expect(parseVttTimestamp('02:03.007')).toBeCloseTo(123.007, 6);
  });

  it('refuses what is not a timestamp', () => {
    for (const bad of ['', '1:2:3', '00:61:00.000', '00:00:00', 'abc'])
      expect(parseVttTimestamp(bad)).toBeNull();
  });
});

describe('parseThumbnailsVtt', () => {
  it('reads the tiles of a sprite, resolved against the track', () => {
    const cues = parseThumbnailsVtt(TRACK, '/media/videos/7/thumbnails.vtt');

    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      url: '/media/videos/7/sprite.jpg',
      tile: { x: 160, y: 0, width: 160, height: 90 },
    });
    expect(cues[2]).toMatchObject({ start: 4, end: 5.5, tile: { x: 0, y: 90 } });
  });

  it('keeps absolute image URLs and tracks on another origin absolute', () => {
    const cdn = parseThumbnailsVtt(TRACK, 'https://cdn.example/v/7/thumbnails.vtt');
    expect(cdn[0]?.url).toBe('https://cdn.example/v/7/sprite.jpg');
    const text = 'WEBVTT\n\n00:00.000 --> 00:01.000\nhttps://img.example/a.jpg\n';
    expect(parseThumbnailsVtt(text, '/t.vtt')).toEqual([
      { start: 0, end: 1, url: 'https://img.example/a.jpg', tile: null },
    ]);
  });

  it('accepts CRLF, a byte-order mark and cue identifiers, and skips broken cues', () => {
    const text = [
      '\uFEFFWEBVTT - thumbnails',
      '',
      'cue-1',
      '00:00:00.000 --> 00:00:02.000 align:start',
      'a.jpg#xywh=0,0,10,10',
      '',
      '00:00:05.000 --> 00:00:03.000',
      'backwards.jpg',
      '',
      'nonsense --> 00:00:09.000',
      'bad.jpg',
      '',
      '00:00:02.000 --> 00:00:04.000',
      'b.jpg#xywh=10,0,10,10',
    ].join('\r\n');

    expect(parseThumbnailsVtt(text, '/v/t.vtt').map((c) => c.url)).toEqual(['/v/a.jpg', '/v/b.jpg']);
  });

  it('gives nothing for a file that is not WebVTT', () => {
    expect(parseThumbnailsVtt('<html>not found</html>', '/t.vtt')).toEqual([]);
  });
});

describe('thumbnailAt', () => {
  const cues = parseThumbnailsVtt(TRACK, '/t.vtt');

  it('finds the cue covering a time, the last one past the end, none before the first', () => {
    expect(thumbnailAt(cues, 0)?.tile?.x).toBe(0);
    expect(thumbnailAt(cues, 3.99)?.tile?.x).toBe(160);
    expect(thumbnailAt(cues, 4)?.tile?.y).toBe(90);
    expect(thumbnailAt(cues, 60)?.tile?.y).toBe(90);
    expect(thumbnailAt(cues, -1)).toBeUndefined();
    expect(thumbnailAt([], 1)).toBeUndefined();
  });
});
