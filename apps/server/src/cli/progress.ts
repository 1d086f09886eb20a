import { progressBar } from './media-args.js';

/**
 * A progress bar per stage on stderr: redrawn in place on a terminal, a line per tenth elsewhere (a log or a
 * CI output keeps every line).
 */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr): {
  update: (stage: string, fraction: number) => void;
  done: () => void;
} {
  const tty = stream.isTTY;
  let current = '';
  let lastTenth = -1;
  let drawn = false;
  return {
    update(stage, fraction) {
      if (stage !== current) {
        if (drawn && tty) stream.write('\n');
        current = stage;
        lastTenth = -1;
      }
      const line = `${progressBar(fraction)}  ${stage}`;
      if (tty) {
        stream.write(`\r${line}`);
        drawn = true;
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${line}\n`);
      }
    },
    done() {
      if (drawn && tty) stream.write('\n');
      drawn = false;
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
