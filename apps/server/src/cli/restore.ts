import { loadConfigForCli } from '../config.js';
import { restore } from '../ops/index.js';
import { copyWithProgress, folderArgument } from './copy-command.js';
import { formatBytes } from './progress.js';
import { EXIT_FAILED, EXIT_USAGE, runCli } from './run.js';

const USAGE = `Usage: npm run restore -- --from DIR [--force]

Brings up the database of this configuration (DATA_DIR's SQLite file, or the PostgreSQL database of
DATABASE_URL) and the media from a folder made by npm run backup, then checks the copy: its integrity,
every table's row count against the backup's manifest, and every media object (copied back, or present
in the bucket with STORAGE=s3). The database and media folder must be new or empty; --force replaces them.
Start the site afterwards with npm start (it applies any newer migrations).`;

async function main(args: string[]): Promise<number> {
  const dir = folderArgument('restore', USAGE, args, '--from', ['--force']);
  if (typeof dir === 'number') return dir;
  const config = loadConfigForCli();
  if (!config) return EXIT_USAGE;
  return copyWithProgress(
    'restore',
    (update) => restore(config, dir, update, { force: args.includes('--force') }),
    (report) => {
      const rows = Object.values(report.counts).reduce((a, b) => a + b, 0);
      console.log(
        `restored the ${report.manifest.engine} database of ${report.manifest.createdAt} ` +
          `(${formatBytes(report.manifest.database.bytes)}, ${rows} rows counted, integrity ok) and ` +
          `${report.manifest.media.objects.length - report.missingMedia.length} of ${report.manifest.media.objects.length} media objects in ${report.seconds} s`,
      );
      if (report.missingMedia.length > 0) {
        console.error(
          `restore: ${report.missingMedia.length} media objects are missing or of another size, e.g. ${report.missingMedia
            .slice(0, 5)
            .map((o) => o.key)
            .join(', ')}`,
        );
        return EXIT_FAILED;
      }
      return 0;
    },
  );
}

await runCli('restore', main);
