import { loadConfigForCli } from '../config.js';
import {
  deleteCatalogue,
  demoAccountsFor,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from '../seed/demo.js';
import { SEED_USAGE, parseSeedArgs } from '../seed/seed-args.js';
import { EXIT_FAILED, refuseUsage, runCli } from './run.js';
import { withDeps } from './services.js';

function formatSummary(summary: SeedSummary): string {
  const seconds = (summary.elapsedMs / 1000).toFixed(1);
  return [
    `Seeded the demo catalogue in ${seconds} s:`,
    `  ${summary.videos} videos (${summary.clips} clips), ${summary.actors} stars, ${summary.categories} categories (${summary.categoriesWithoutPicture} without a picture)`,
    `  ${summary.members} members, ${summary.playlists} playlists (${summary.playlistEntries} entries), ${summary.ads} house ads`,
    `  ${summary.ratings} ratings, ${summary.views} views, ${summary.comments} comments (${summary.replies} replies), ${summary.favourites} favourites`,
    `  ${summary.pictures} generated pictures`,
  ].join('\n');
}

/** Exit codes: 0 seeded, 1 refused or failed, 2 bad command line. */
async function main(argv: string[]): Promise<number> {
  const args = parseSeedArgs(argv);
  if ('problems' in args) return refuseUsage('seed', args.problems, 'options');
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }

  const config = loadConfigForCli();
  if (!config) return EXIT_FAILED;

  return withDeps(config, {}, async (deps) => {
    if (args.reset) {
      deps.logger.info({ database: deps.database.location }, 'seed: deleting the catalogue and members');
      await deleteCatalogue(deps.database.db);
    } else if (!(await isDatabaseEmpty(deps.database.db))) {
      console.error(
        `seed: ${deps.database.location} already has videos; nothing was changed.\n` +
          'Run again with --reset to delete the catalogue and every member, then seed afresh.',
      );
      return EXIT_FAILED;
    }
    const summary = await seedDemo(deps, args.options, demoAccountsFor(deps.config));
    console.log(formatSummary(summary));
    return 0;
  });
}

await runCli('seed', main);
