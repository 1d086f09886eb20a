// The bench's command line and the catalogue it implies, shared by every section of `npm run bench`.
import path from 'node:path';
import { parseArgs } from 'node:util';

export const root = path.resolve(import.meta.dirname, '..');

export const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    videos: { type: 'string', default: '100000' },
    only: { type: 'string', default: '' },
    'memory-seconds': { type: 'string', default: '60' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'only-lighthouse': { type: 'boolean', default: false },
    'lighthouse-demo': { type: 'boolean', default: false },
    'skip-million': { type: 'boolean', default: false },
    'skip-workers': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'render-baseline': { type: 'string', default: process.env.BENCH_RENDER_BASELINE ?? '' },
    'overload-baseline': { type: 'string', default: '' },
    'edge-draws': { type: 'string', default: '60000' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/starlane_bench',
    },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

export const HELP = `Usage: npm run bench -- [--engine sqlite|postgres|both] [--runs 3] [--duration 8] [--connections 64]
       [--videos 100000] [--only name,name] [--memory-seconds 60] [--skip-lighthouse] [--only-lighthouse] [--skip-million]
       [--lighthouse-demo]
       [--skip-workers] [--skip-memory] [--skip-build] [--postgres-url URL] [--render-baseline DIR]
       [--overload-baseline DIR] [--edge-draws 60000]
The catalogue (100k videos, 5k stars, 300 categories, 1M views, 200k ratings, 100k comments, 10k members)
is built once and reused; the 1M-video SQLite catalogue is made from it by copying its videos (and their
links) nine times. Delete bench/cache (SQLite) or the starlane_bench database to rebuild them.
--only measures the hot reads whose name contains one of the words; --only edge, overload, metrics or backup
runs that section alone (bench/edge.mjs, bench/overload.mjs, bench/ops.mjs); --overload-baseline names a
built checkout whose server the overload section measures beside this one, round by round; --edge-draws is
the length of the edge section's Zipf mix (its distinct URLs are what fills the edge); --only render measures only the video
page's uncached HTML (bench/render.mjs), against the built checkout --render-baseline names when given.
--lighthouse-demo measures only Lighthouse, on a server seeded with the demo catalogue (no large catalogue
needed: a quick look at the first-load budgets, which still decide the exit status).`;

export const RUNS = Number(opts.runs);
export const DURATION = Number(opts.duration);
export const CONNECTIONS = Number(opts.connections);
export const VIDEOS = Number(opts.videos);
export const MILLION = 1_000_000;
const scale = VIDEOS / 100_000;
export const CATALOGUE = {
  videos: VIDEOS,
  actors: Math.round(5000 * scale),
  categories: 300,
  members: Math.round(10_000 * scale),
  views: Math.round(1_000_000 * scale),
  ratings: Math.round(200_000 * scale),
  comments: Math.round(100_000 * scale),
  playlists: Math.round(3000 * scale),
  favourites: Math.round(30_000 * scale),
};

export function log(message) {
  console.log(`[bench] ${message}`);
}
