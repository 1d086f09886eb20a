import fs from 'node:fs/promises';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { MediaJob } from '@starlane/contract';
import { loadConfigForCli, type Config } from '../config.js';
import { createLogger } from '../deps.js';
import { AppError, MediaRejectedError } from '../errors.js';
import { fetchLimited, parseFeed } from '../media/index.js';
import {
  MEDIA_USAGE,
  VIDEO_EXTENSIONS,
  formatEta,
  parseMediaArgs,
  progressBar,
  type MediaCommand,
} from './media-args.js';
import { EXIT_FAILED, EXIT_USAGE, refuseUsage, runCli } from './run.js';
import { withServices } from './services.js';

/** The files an argument names: itself, or the video files in a folder (and its subfolders), sorted. */
async function videoFiles(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && VIDEO_EXTENSIONS.has(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The command's own log. Its output is the progress bars and the summary, which say what the info lines
 * would (a job started, a job done), so it logs warnings and errors only (or less, as LOG_LEVEL says), and
 * to stderr, never among the bars.
 */
function commandLogger(config: Pick<Config, 'logLevel'>): Logger {
  const quiet =
    config.logLevel === 'silent' || pino.levels.values[config.logLevel]! >= pino.levels.values.warn!;
  return createLogger(
    { logLevel: quiet ? config.logLevel : 'warn' },
    pino.destination({ dest: 2, sync: true }),
  );
}

/** Progress lines for the running jobs, redrawn in place on a terminal, every 10 % otherwise. */
class ProgressView {
  private readonly active = new Map<
    number,
    { name: string; fraction: number; stage: string; started: number }
  >();
  private drawn = 0;
  private lastDraw = 0;
  private readonly printedTenths = new Map<number, number>();
  private readonly tty = Boolean(process.stdout.isTTY);

  begin(jobId: number, name: string): void {
    this.active.set(jobId, { name, fraction: 0, stage: 'queued', started: Date.now() });
  }

  update(jobId: number, fraction: number, stage: string): void {
    const job = this.active.get(jobId);
    if (!job) return;
    if (job.fraction === 0 && fraction > 0) job.started = Date.now();
    job.fraction = fraction;
    job.stage = stage;
    if (!this.tty) {
      const tenth = Math.floor(fraction * 10);
      if (tenth > (this.printedTenths.get(jobId) ?? -1)) {
        this.printedTenths.set(jobId, tenth);
        console.log(this.line(job));
      }
      return;
    }
    if (Date.now() - this.lastDraw >= 150) this.draw();
  }

  finish(jobId: number, text: string): void {
    this.active.delete(jobId);
    this.clear();
    console.log(text);
    this.draw();
  }

  private line(job: { name: string; fraction: number; stage: string; started: number }): string {
    const eta = formatEta(Date.now() - job.started, job.fraction);
    return `${progressBar(job.fraction)}  ETA ${eta.padStart(7)}  ${job.name} (${job.stage})`;
  }

  private clear(): void {
    if (!this.tty || this.drawn === 0) return;
    process.stdout.write(`\x1b[${this.drawn}A\x1b[J`);
    this.drawn = 0;
  }

  private draw(): void {
    if (!this.tty) return;
    this.clear();
    const lines = [...this.active.values()].map((job) => this.line(job));
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
    this.drawn = lines.length;
    this.lastDraw = Date.now();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function describeDone(job: MediaJob, name: string): string {
  const result = job.result;
  if (!result) return `done  ${name}`;
  const outputs = Object.entries(result.outputs)
    .map(([output, facts]) => `${output} ${(facts.ms / 1000).toFixed(1)} s / ${mb(facts.bytes)}`)
    .join(', ');
  return `done  ${name}: ${result.durationSeconds.toFixed(1)} s, ${result.width}x${result.height}, video ${job.videoId}\n      ${outputs}`;
}

async function ingest(command: Extract<MediaCommand, { command: 'ingest' }>): Promise<number> {
  const files: string[] = [];
  for (const target of command.paths) {
    try {
      files.push(...(await videoFiles(target)));
    } catch {
      console.error(`media: ${target}: no such file or folder`);
      return EXIT_USAGE;
    }
  }
  if (command.title !== undefined && files.length > 1) {
    console.error('media: --title names one video; give one file or leave it out');
    return EXIT_USAGE;
  }
  const config = loadConfigForCli();
  if (!config) return EXIT_FAILED;
  const started = Date.now();
  return withServices(config, { logger: commandLogger(config) }, async (services) => {
    const refused: string[] = [];
    const jobs = new Map<number, string>();
    for (const file of files) {
      try {
        const { jobId } = await services.media.ingestFile({
          file,
          ...(command.title !== undefined ? { title: command.title } : {}),
          ...(command.description !== undefined ? { description: command.description } : {}),
          categories: command.categories,
          stars: command.stars,
        });
        jobs.set(jobId, path.basename(file));
      } catch (error) {
        if (!(error instanceof MediaRejectedError)) throw error;
        refused.push(`${file}: ${error.reason}`);
        console.log(`refused  ${file}: ${error.reason}`);
      }
    }

    const view = new ProgressView();
    for (const [jobId, name] of jobs) view.begin(jobId, name);
    const jobIds = [...jobs.keys()];
    // A worker of its own for the jobs it queued, so the bars follow ffmpeg live; a server's worker may
    // take some of them, and then they are followed through the database.
    const worker = services.newMediaWorker({
      pollMs: 500,
      onlyJobIds: jobIds,
      onProgress: (jobId, fraction, stage) => view.update(jobId, fraction, stage),
    });
    worker.start();
    const outcome = { done: 0, failed: [] as string[] };
    const pending = new Set(jobIds);
    while (pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const jobId of [...pending]) {
        const job = await services.media.jobById(jobId);
        const name = jobs.get(jobId)!;
        if (!job) continue;
        if (job.status === 'running') view.update(jobId, job.progress, job.stage ?? 'running');
        if (job.status === 'done') {
          pending.delete(jobId);
          outcome.done++;
          view.finish(jobId, describeDone(job, name));
        } else if (job.status === 'failed') {
          pending.delete(jobId);
          outcome.failed.push(`${name}: ${job.error ?? 'failed'}`);
          view.finish(jobId, `FAILED ${name}: ${job.error?.split('\n')[0] ?? ''}`);
        }
      }
    }
    await worker.stop();

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\n${files.length} file(s) in ${seconds} s: ${outcome.done} published, ${refused.length} refused, ${outcome.failed.length} failed`,
    );
    for (const line of refused) console.log(`  refused: ${line}`);
    for (const line of outcome.failed) console.log(`  failed:  ${line}`);
    return refused.length + outcome.failed.length > 0 ? EXIT_FAILED : 0;
  });
}

/** Exit codes: 0 all done, 1 some file refused or failed, 2 bad command line. */
async function main(argv: string[]): Promise<number> {
  const command = parseMediaArgs(argv);
  if ('problems' in command) return refuseUsage('media', command.problems, 'commands');
  if (command.command === 'help') {
    console.log(MEDIA_USAGE);
    return 0;
  }
  if (command.command === 'ingest') return ingest(command);
  if (command.command === 'captions') return attachCaptions(command);
  return importFeed(command);
}

/** The feed's text and format, from a file or a URL. */
async function readFeed(source: string): Promise<{ text: string; format: 'json' | 'csv' }> {
  let text: string;
  let type = '';
  if (/^https?:\/\//i.test(source)) {
    const answer = await fetchLimited(source, { timeoutMs: 60_000, maxBytes: 100 * 1024 * 1024 });
    text = answer.body.toString('utf8');
    type = answer.contentType;
  } else {
    text = await fs.readFile(source, 'utf8');
  }
  const ext = path.extname(new URL(source, 'file:///').pathname).toLowerCase();
  const json = ext === '.json' || type.includes('json') || (ext !== '.csv' && /^\s*[[{]/.test(text));
  return { text, format: json ? 'json' : 'csv' };
}

async function importFeed(command: Extract<MediaCommand, { command: 'import-feed' }>): Promise<number> {
  let feed;
  try {
    feed = await readFeed(command.source);
  } catch (error) {
    console.error(
      `media: cannot read ${command.source}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT_FAILED;
  }
  const entries = parseFeed(feed.text, feed.format);
  if ('problem' in entries) {
    console.error(`media: ${command.source}: ${entries.problem}`);
    return EXIT_FAILED;
  }
  const config = loadConfigForCli();
  if (!config) return EXIT_FAILED;
  return withServices(config, { logger: commandLogger(config) }, async (services) => {
    const summary = await services.feedImport.import(entries, { dryRun: command.dryRun });
    const verb = summary.dryRun ? 'would ' : '';
    for (const change of summary.changes) {
      const what = change.action === 'create' ? 'create' : `update (${change.fields.join(', ')})`;
      console.log(`line ${change.line}: ${verb}${what} ${change.wmcExternalId}`);
    }
    for (const bad of summary.invalid) console.log(`line ${bad.line}: skipped: ${bad.problem}`);
    for (const miss of summary.thumbnailFailures) {
      console.log(
        `line ${miss.line}: thumbnail not copied (${miss.url} ${miss.problem}); a media job will try again`,
      );
    }
    for (const held of summary.heldByDmca) {
      console.log(`line ${held.line}: ${held.wmcExternalId} stays unpublished: a DMCA notice holds it`);
    }
    if (summary.categoriesCreated.length > 0) {
      console.log(`${verb}create categories: ${summary.categoriesCreated.join(', ')}`);
    }
    if (summary.starsCreated.length > 0)
      console.log(`${verb}create stars: ${summary.starsCreated.join(', ')}`);
    const changes = summary.created + summary.updated;
    console.log(
      `${summary.dryRun ? 'Dry run: ' : ''}${entries.length} rows: ${changes} changes (${summary.created} new, ${summary.updated} updated), ${summary.unchanged} unchanged, ${summary.invalid.length} invalid`,
    );
    return 0;
  });
}

/** Exit codes: 0 attached, 1 a file that cannot be read, is not WebVTT, or a video that does not exist. */
async function attachCaptions(command: Extract<MediaCommand, { command: 'captions' }>): Promise<number> {
  let vtt: string;
  try {
    vtt = await fs.readFile(command.file, 'utf8');
  } catch (error) {
    console.error(
      `media: cannot read ${command.file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT_FAILED;
  }
  const config = loadConfigForCli();
  if (!config) return EXIT_FAILED;
  return withServices(config, { logger: commandLogger(config) }, async (services) => {
    try {
      const saved = await services.admin.captions.attachFromCommand(command.video, command.lang, vtt);
      console.log(
        `${command.file}: attached to video ${command.video} as ${command.lang} captions (tracks: ${saved.captions.map((c) => c.lang).join(', ')})`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      // A broken file names its line (the service's 400); an unknown video is a 404.
      console.error(`media: ${command.file}: ${error.title}`);
      return EXIT_FAILED;
    }
  });
}

await runCli('media', main);
