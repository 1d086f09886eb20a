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

  it('reads captions with its video, file and language', () => {
    expect(parseMediaArgs(['captions', 'v123', 'es.vtt', '--lang', 'es'])).toEqual({
      command: 'captions',
      video: 'v123',
      file: 'es.vtt',
      lang: 'es',
    });
    expect(parseMediaArgs(['captions', 'v123', 'es.vtt'])).toEqual({
      problems: ['captions needs --lang (en or es)'],
    });
    expect(parseMediaArgs(['captions', 'v123', 'fr.vtt', '--lang', 'fr'])).toEqual({
      problems: ["--lang 'fr' is not a language of the site (en or es)"],
    });
    expect(parseMediaArgs(['captions', 'v123'])).toEqual({
      problems: ['captions takes a video and a .vtt file'],
    });
  });

  it('names what is wrong', () => {
    expect(parseMediaArgs(['ingest'])).toEqual({ problems: ['ingest needs at least one file or folder'] });
    expect(parseMediaArgs(['transcode', 'x'])).toEqual({
      problems: ["unknown command 'transcode' (ingest, import-feed or captions)"],
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
