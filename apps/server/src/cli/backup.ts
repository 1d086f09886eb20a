import os from 'node:os';
import { loadConfigForCli } from '../config.js';
import { backup, BackupError } from '../ops/index.js';
import { progressReporter, formatBytes } from './progress.js';
import { EXIT_FAILED, EXIT_USAGE, refuseUsage, runCli } from './run.js';

const USAGE = `Usage: npm run backup -- --to DIR

Takes a consistent copy of the database while the site serves (SQLite's online backup API, or
pg_dump of one snapshot when DATABASE_URL is set) and of the media (local files are copied; with
STORAGE=s3 the manifest lists every object of the bucket), into DIR, which must be new or empty.
DIR/manifest.json records the row counts and media objects a restore checks.
Restore with: npm run restore -- --from DIR  (see README.md, "Backup and restore").`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const at = args.indexOf('--to');
  const dir = at >= 0 ? args[at + 1] : undefined;
  const unknown = args.filter((arg, i) => arg.startsWith('-') && arg !== '--to' && i !== at + 1);
  if (!dir || dir.startsWith('-') || unknown.length > 0 || args.length !== 2) {
    return refuseUsage(
      'backup',
      [dir ? `unknown arguments: ${unknown.join(' ')}` : '--to DIR is required'],
      'usage',
    );
  }
  const config = loadConfigForCli();
  if (!config) return EXIT_USAGE;
  yieldTheCpu();
  const progress = progressReporter();
  try {
    const manifest = await backup(config, dir, progress.update);
    progress.done();
    console.log(
      `backup of the ${manifest.engine} database (${formatBytes(manifest.database.bytes)}, ${manifest.database.seconds} s) ` +
        `and ${manifest.media.objects.length} media objects (${formatBytes(manifest.media.bytes)}` +
        `${manifest.media.copied ? ', copied' : `, listed in bucket ${manifest.media.bucket ?? ''}`}) in ${dir}: ${manifest.seconds} s`,
    );
    return 0;
  } catch (error) {
    progress.done();
    if (error instanceof BackupError) {
      console.error(`backup: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

/**
 * The backup runs beside the site it copies, usually on its machine: at the lowest CPU priority (nice 19,
 * which pg_dump inherits) it takes only the CPU the site leaves, so the site keeps serving while it runs
 * (docs/decisions/0075). Where the priority cannot be changed the backup runs as it is.
 */
function yieldTheCpu(): void {
  try {
    os.setPriority(19);
  } catch {
    // Not allowed here (a container's policy): the copy is still consistent, only slower for the site.
  }
}

await runCli('backup', main);
