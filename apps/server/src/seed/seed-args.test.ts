import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS } from './demo.js';
import { SEED_USAGE, parseSeedArgs } from './seed-args.js';

describe('seed command line', () => {
  it('uses the defaults when given nothing', () => {
    expect(parseSeedArgs([])).toEqual({ options: DEFAULT_SEED_OPTIONS, reset: false, help: false });
  });

  it('reads every option', () => {
    const parsed = parseSeedArgs(
      '--videos 100000 --actors 5000 --categories 300 --members 10000 --playlists 0 --comments 100000 --ratings 200000 --views 1000000 --favourites 7 --seed 99 --reset'.split(
        ' ',
      ),
    );
    expect(parsed).toEqual({
      options: {
        videos: 100000,
        actors: 5000,
        categories: 300,
        members: 10000,
        playlists: 0,
        comments: 100000,
        ratings: 200000,
        views: 1000000,
        favourites: 7,
        seed: 99,
      },
      reset: true,
      help: false,
    });
    expect(parseSeedArgs(['--videos=12', '-h'])).toMatchObject({ options: { videos: 12 }, help: true });
  });

  it('names each bad option', () => {
    const parsed = parseSeedArgs([
      '--videos',
      'lots',
      '--views',
      '1.5',
      '--seed',
      '4294967296',
      '--members=',
    ]);
    expect(parsed).toEqual({
      problems: [
        '--videos must be a whole number from 0 to 2000000 (got "lots")',
        '--members must be a whole number from 0 to 2000000 (got "")',
        '--views must be a whole number from 0 to 200000000 (got "1.5")',
        '--seed must be a whole number from 0 to 4294967295 (got "4294967296")',
      ],
    });
  });

  it('rejects unknown options and stray words', () => {
    expect(parseSeedArgs(['--video', '3'])).toEqual({ problems: [expect.stringContaining("'--video'")] });
    expect(parseSeedArgs(['seed'])).toEqual({ problems: [expect.stringContaining("'seed'")] });
  });

  it('documents every option', () => {
    for (const option of [...Object.keys(DEFAULT_SEED_OPTIONS), 'reset', 'help']) {
      expect(SEED_USAGE).toContain(`--${option}`);
    }
  });
});
