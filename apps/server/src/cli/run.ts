/** A failure the command did not expect; its own refusals may choose other codes. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Prints what is wrong with a command line, and where help is; answers the exit code for it. */
export function refuseUsage(name: string, problems: string[], helpLists: string): number {
  for (const problem of problems) console.error(`${name}: ${problem}`);
  console.error(`Run with --help for the ${helpLists}.`);
  return EXIT_USAGE;
}

/**
 * Runs a command-line tool's `main` on its arguments and exits with the code it answers. An error it throws
 * is printed under the tool's name, not left to Node's unhandled-rejection report.
 */
export async function runCli(name: string, main: (args: string[]) => Promise<number>): Promise<void> {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`${name}: failed:`, error);
    return EXIT_FAILED;
  });
}
