import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { loadConfigForCli } from '../config.js';
import { backup } from '../ops/index.js';
import { copyWithProgress, folderArgument } from './copy-command.js';
import { formatBytes } from './progress.js';
import { EXIT_USAGE, runCli } from './run.js';

const USAGE = `Usage: npm run backup -- --to DIR

Takes a consistent copy of the database while the site serves (SQLite's online backup API, or
pg_dump of one snapshot when DATABASE_URL is set) and of the media (local files are copied; with
STORAGE=s3 the manifest lists every object of the bucket), into DIR, which must be new or empty.
DIR/manifest.json records the row counts and media objects a restore checks.
Restore with: npm run restore -- --from DIR  (see README.md, "Backup and restore").`;

async function main(args: string[]): Promise<number> {
  const dir = folderArgument('backup', USAGE, args, '--to');
  if (typeof dir === 'number') return dir;
  const config = loadConfigForCli();
  if (!config) return EXIT_USAGE;
  yieldTheCpu();
  return copyWithProgress(
    'backup',
    (update) => backup(config, dir, update),
    (manifest) => {
      console.log(
        `backup of the ${manifest.engine} database (${formatBytes(manifest.database.bytes)}, ${manifest.database.seconds} s) ` +
          `and ${manifest.media.objects.length} media objects (${formatBytes(manifest.media.bytes)}` +
          `${manifest.media.copied ? ', copied' : `, listed in bucket ${manifest.media.bucket ?? ''}`}) in ${dir}: ${manifest.seconds} s`,
      );
      return 0;
    },
  );
}

/**
 * The backup runs beside the site it copies, usually on its machine: at the lowest CPU priority (nice 19,
 * which pg_dump inherits) it takes only the CPU the site leaves (docs/decisions/0075), and in the idle I/O
 * class (ionice -c 3, where util-linux has it and the kernel's I/O scheduler honours classes) the disk the
 * site leaves, so the site keeps serving while it runs (docs/decisions/0081). Where either cannot be changed
 * the backup runs as it is.
 */
function yieldTheCpu(): void {
  try {
    os.setPriority(19);
  } catch {
    // Not allowed here (a container's policy): the copy is still consistent, only slower for the site.
  }
  // Without ionice (or where it is not allowed) the pauses between the copy's steps still leave the disk to the site.
  spawnSync('ionice', ['-c', '3', '-p', String(process.pid)], { stdio: 'ignore' });
}

await runCli('backup', main);
