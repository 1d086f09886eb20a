import { BackupError } from '../ops/index.js';
import { progressReporter } from './progress.js';
import { EXIT_FAILED, refuseUsage } from './run.js';

/**
 * The folder that `npm run backup` or `npm run restore` names after `flag`, beside the `switches` it allows;
 * else the exit code: 0 once the usage is printed for --help, 2 for a command line that is off.
 */
export function folderArgument(
  name: string,
  usage: string,
  args: string[],
  flag: string,
  switches: readonly string[] = [],
): string | number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const at = args.indexOf(flag);
  const dir = at >= 0 ? args[at + 1] : undefined;
  const unknown = args.filter(
    (arg, i) => arg.startsWith('-') && arg !== flag && !switches.includes(arg) && i !== at + 1,
  );
  const length = 2 + switches.filter((s) => args.includes(s)).length;
  if (!dir || dir.startsWith('-') || unknown.length > 0 || args.length !== length) {
    return refuseUsage(
      name,
      [dir ? `unknown arguments: ${unknown.join(' ')}` : `${flag} DIR is required`],
      'usage',
    );
  }
  return dir;
}

/**
 * Copies with a progress bar on stderr, then reports what was copied; a copy the backup refuses (a folder
 * not empty, a manifest that does not match) is printed under the command's name and exits 1.
 */
export async function copyWithProgress<T>(
  name: string,
  copy: (update: (stage: string, fraction: number) => void) => Promise<T>,
  report: (result: T) => number,
): Promise<number> {
  const progress = progressReporter();
  let result: T;
  try {
    result = await copy(progress.update);
  } catch (error) {
    progress.done();
    if (!(error instanceof BackupError)) throw error;
    console.error(`${name}: ${error.message}`);
    return EXIT_FAILED;
  }
  progress.done();
  return report(result);
}
