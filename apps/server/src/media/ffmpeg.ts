import { spawn } from 'node:child_process';
import path from 'node:path';

/** How much of ffmpeg's stderr a failed job keeps: the end, where ffmpeg says what went wrong. */
export const STDERR_TAIL_CHARS = 2000;

/** ffmpeg (or ffprobe) ended badly; `stderrTail` is what it said last. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export interface RunOptions {
  /** Called with the seconds of output written so far (from `-progress`). */
  onProgress?: (outSeconds: number) => void;
  signal?: AbortSignal;
}

/** Keeps only the last `max` characters of what is appended, so a chatty process cannot fill memory. */
class Tail {
  private text = '';
  constructor(private readonly max: number) {}
  push(chunk: string): void {
    this.text = (this.text + chunk).slice(-this.max);
  }
  toString(): string {
    return this.text.trim();
  }
}

/**
 * Runs ffmpeg with `args` (inputs, filters, outputs) and resolves when it exits 0. Progress is read from
 * `-progress pipe:1`, which ffmpeg writes as key=value lines; `out_time_us` is the position reached.
 */
export function runFfmpeg(ffmpegPath: string, args: string[], options: RunOptions = {}): Promise<void> {
  const fullArgs = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-progress',
    'pipe:1',
    '-nostats',
  ];
  return run(ffmpegPath, [...fullArgs, ...args], options, (stdout) => {
    for (const match of stdout.matchAll(/out_time_us=(\d+)/g)) {
      options.onProgress?.(Number(match[1]) / 1e6);
    }
  }).then(() => undefined);
}

/** Runs a program, collecting stdout; rejects with an FfmpegError carrying the tail of stderr. */
export function run(
  program: string,
  args: string[],
  options: Pick<RunOptions, 'signal'> = {},
  onStdout?: (chunk: string) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    const stderr = new Tail(STDERR_TAIL_CHARS);
    const stdout: string[] = [];
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: string) => stderr.push(chunk));
    child.on('error', (error) => {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `${path.basename(program)} was not found at '${program}' (set FFMPEG_PATH / FFPROBE_PATH)`
          : error.message;
      reject(new FfmpegError(reason, stderr.toString()));
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout.join(''));
      else
        reject(
          new FfmpegError(
            `${path.basename(program)} exited with ${signal ? `signal ${signal}` : `code ${code}`}`,
            stderr.toString(),
          ),
        );
    });
  });
}

/** Runs ffmpeg with `args`, reporting the seconds of output written so far. */
export type Ffmpeg = (args: string[], onSeconds: (s: number) => void) => Promise<void>;
