import { describe, expect, it } from 'vitest';
import { formatEta, parseMediaArgs, progressBar } from './media-args.js';

describe('the media command line', () => {
  it('reads ingest with its options', () => {
    expect(
      parseMediaArgs([
        'ingest',
        'a.mp4',
        'clips/',
        '--title',
        'T',
        '--categories',
        'Retro, Neon',
        '--stars',
        'Ann Lee',
      ]),
    ).toEqual({
      command: 'ingest',
      paths: ['a.mp4', 'clips/'],
      title: 'T',
      categories: ['Retro', 'Neon'],
      stars: ['Ann Lee'],
    });
  });

  it('reads import-feed with --dry-run', () => {
    expect(parseMediaArgs(['import-feed', 'feed.csv', '--dry-run'])).toEqual({
      command: 'import-feed',
      source: 'feed.csv',
      dryRun: true,
    });
  });

  it('names what is wrong', () => {
    expect(parseMediaArgs(['ingest'])).toEqual({ problems: ['ingest needs at least one file or folder'] });
    expect(parseMediaArgs(['transcode', 'x'])).toEqual({
      problems: ["unknown command 'transcode' (ingest or import-feed)"],
    });
    expect('problems' in parseMediaArgs(['ingest', 'a.mp4', '--bogus'])).toBe(true);
  });

  it('draws a bar and estimates the time left', () => {
    expect(progressBar(0.5, 10)).toBe('[#####-----]  50%');
    expect(formatEta(30_000, 0.25)).toBe('1:30');
    expect(formatEta(1000, 0)).toBe('--:--');
    expect(formatEta(3_600_000, 0.5)).toBe('1:00:00');
  });
});
