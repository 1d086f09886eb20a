import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_SEED_OPTIONS, type SeedOptions } from './demo.js';

/* The seed command's options (see cli/seed.ts), parsed apart from running it so that tests can check them. */

/** The count options, each with the largest value accepted (enough for load tests, small enough to finish). */
const COUNT_LIMITS = {
  videos: 2_000_000,
  actors: 1_000_000,
  categories: 100_000,
  members: 2_000_000,
  playlists: 1_000_000,
  comments: 50_000_000,
  ratings: 50_000_000,
  views: 200_000_000,
  favourites: 50_000_000,
} as const;
type CountOption = keyof typeof COUNT_LIMITS;
const COUNT_OPTIONS = Object.keys(COUNT_LIMITS) as CountOption[];
const SEED_MAX = 0xffff_ffff;

export const SEED_USAGE = `Usage: npm run seed -- [options]
       node apps/server/dist/cli/seed.js [options]

Fills the database (DATABASE_URL, or SQLite under DATA_DIR) with a synthetic, safe-for-work demo
catalogue: test-pattern clips, generated pictures, invented names, and members' ratings, views,
comments, favourites and playlists. The same options and --seed give the same catalogue.
A database that already has videos is left alone unless --reset is given.

Options:
${COUNT_OPTIONS.map((name) => `  --${name.padEnd(11)} N   ${name} to create (default ${DEFAULT_SEED_OPTIONS[name]})`).join('\n')}
  --seed        N   seed of the random generator, 0 to ${SEED_MAX} (default ${DEFAULT_SEED_OPTIONS.seed})
  --reset           first delete the whole catalogue AND every member account with their
                    activity, then seed afresh
  -h, --help        show this help

Configuration (DATA_DIR, DATABASE_URL, LOG_LEVEL, ...) comes from the environment and a .env file.
Example: npm run seed -- --videos 100000 --views 1000000 --reset`;

function wholeNumber(option: string, max: number) {
  const message = `--${option} must be a whole number from 0 to ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().max(max, message)).optional();
}

const ArgsSchema = z.object({
  ...(Object.fromEntries(
    COUNT_OPTIONS.map((name) => [name, wholeNumber(name, COUNT_LIMITS[name])]),
  ) as Record<CountOption, ReturnType<typeof wholeNumber>>),
  seed: wholeNumber('seed', SEED_MAX),
  reset: z.boolean().default(false),
  help: z.boolean().default(false),
});

export type SeedArgs = { options: Omit<SeedOptions, 'clipsDir'>; reset: boolean; help: boolean };

/** Parses and validates the command line; returns the problems, one per bad option, when there are any. */
export function parseSeedArgs(argv: string[]): SeedArgs | { problems: string[] } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries([...COUNT_OPTIONS, 'seed'].map((name) => [name, { type: 'string' as const }])),
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        return `${issue.message} (got ${JSON.stringify(values[key])})`;
      }),
    };
  }
  const { reset, help, ...counts } = parsed.data;
  const options = { ...DEFAULT_SEED_OPTIONS };
  for (const [key, value] of Object.entries(counts) as [keyof typeof options, number | undefined][]) {
    if (value !== undefined) options[key] = value;
  }
  return { options, reset, help };
}
