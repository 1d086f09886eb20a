import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { MediaJobResult } from '@starlane/contract';
import type { RunInTransaction } from '../db/transaction.js';
import { MediaRejectedError } from '../errors.js';
import { isoAfter, type Clock } from '../infra/clock.js';
import type { Storage } from '../infra/storage.js';
import type { VideoService } from '../videos/index.js';
import { FfmpegError } from './ffmpeg.js';
import type { ClaimedJob, MediaRepository } from './media.repository.js';
import { probeVideo } from './probe.js';
import { copyThumbnail } from './feed-import.js';
import { FetchLimitError } from './fetch-limited.js';
import { transcode, type TranscodeResult } from './transcoder.js';

export interface WorkerSettings {
  ffmpegPath: string;
  ffprobePath: string;
  x264Preset: string;
  concurrency: number;
  leaseMs: number;
  retryBaseMs: number;
  /** How often an idle worker looks for work another process queued. */
  pollMs?: number;
  /** Only these jobs (the CLI runs the ones it queued); every job when left out. */
  onlyJobIds?: number[];
  onProgress?: (jobId: number, fraction: number, stage: string) => void;
}

/** The lease went to another worker: this one stops and writes nothing more. */
class LeaseLostError extends Error {
  constructor() {
    super('the job lease went to another worker');
  }
}

/** Failures no retry can mend: the source is gone or no longer a video. */
class PermanentError extends Error {}

/** Exponential backoff: the first retry after `base`, then twice as long each time. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

function describeFailure(error: unknown): string {
  if (error instanceof FfmpegError) {
    return error.stderrTail ? `${error.message}\n${error.stderrTail}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * Runs media jobs: in the server process (BackgroundJobs) or on its own (`npm run worker`). Each of
 * `concurrency` slots claims a job under a lease, renews the lease while ffmpeg works, uploads the outputs
 * and publishes the video and completes the job in one transaction, only if it still holds the lease.
 * A crashed worker's job is taken by another once its lease runs out (docs/decisions/0025).
 */
export class MediaWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private stopping = false;
  private loops: Promise<void>[] = [];
  private wakers = new Set<() => void>();
  private running = new Map<number, AbortController>();

  constructor(
    private readonly media: MediaRepository,
    private readonly transaction: RunInTransaction,
    private readonly storage: Storage,
    private readonly videos: Pick<VideoService, 'setStatus'>,
    private readonly clock: Clock,
    private readonly settings: WorkerSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.loops.length > 0) return;
    this.stopping = false;
    for (let slot = 0; slot < this.settings.concurrency; slot++) this.loops.push(this.loop());
  }

  /** Wakes idle slots now (a job was just queued in this process). */
  wake(): void {
    for (const wake of this.wakers) wake();
  }

  /**
   * Stops taking jobs; running ones are cancelled and given back at once without counting the attempt,
   * so a restart or another worker runs them again.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const controller of this.running.values()) controller.abort();
    this.wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let ran = false;
      try {
        ran = await this.runOnce();
      } catch (error) {
        this.logger.error({ err: error }, 'media worker: a job could not be run');
      }
      if (!ran && !this.stopping) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollMs ?? 2000);
      timer.unref();
      this.wakers.add(done);
    });
  }

  /** Claims and runs one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await this.media.claimNext(
      this.id,
      this.clock.now().toISOString(),
      isoAfter(this.clock, this.settings.leaseMs),
      this.settings.onlyJobIds,
    );
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const log = this.logger.child({ jobId: job.id, videoId: job.videoId, attempt: job.attempts });
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), `starlane-job-${job.id}-`));
    let progress = { permille: 0, stage: 'probe' };
    let lastWrite = 0;
    let leaseLost = false;
    const heartbeat = async () => {
      lastWrite = Date.now();
      const held = await this.media
        .heartbeat(job.id, this.id, isoAfter(this.clock, this.settings.leaseMs), progress, this.now())
        .catch((error: unknown) => {
          log.warn({ err: error }, 'media worker: the lease could not be renewed');
          return true;
        });
      if (!held && !leaseLost) {
        leaseLost = true;
        controller.abort();
      }
    };
    const timer = setInterval(() => void heartbeat(), Math.max(200, this.settings.leaseMs / 3));
    timer.unref();
    try {
      if (job.attempts > job.maxAttempts) {
        throw new PermanentError(`its worker stopped before finishing ${job.maxAttempts} times`);
      }
      if (job.kind === 'thumbnail') {
        await this.copyThumbnail(job);
        return;
      }
      log.info({ source: job.sourceName }, 'media job started');
      await fs.access(job.sourcePath).catch(() => {
        throw new PermanentError(`the source file is gone (${job.sourcePath})`);
      });
      const probe = await probeVideo(this.settings, job.sourcePath, job.sourceName).catch(
        (error: unknown) => {
          throw error instanceof MediaRejectedError ? new PermanentError(error.title) : error;
        },
      );
      const made = await transcode(job.sourcePath, probe, workDir, {
        ffmpegPath: this.settings.ffmpegPath,
        x264Preset: this.settings.x264Preset,
        signal: controller.signal,
        onProgress: (fraction, stage) => {
          // The upload is the last tenth of the work.
          progress = { permille: Math.round(fraction * 900), stage };
          this.settings.onProgress?.(job.id, fraction * 0.9, stage);
          if (Date.now() - lastWrite >= 1000) void heartbeat();
        },
      });
      if (leaseLost) throw new LeaseLostError();
      progress = { permille: 900, stage: 'upload' };
      this.settings.onProgress?.(job.id, 0.9, 'upload');
      await heartbeat();
      await this.publish(job, workDir, made);
      this.settings.onProgress?.(job.id, 1, 'done');
      await fs.rm(job.sourcePath, { force: true });
      log.info({ outputs: made.outputs }, 'media job done');
    } catch (error) {
      await this.fail(job, error, leaseLost, log);
    } finally {
      clearInterval(timer);
      this.running.delete(job.id);
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * A partner thumbnail the feed import could not copy (docs/decisions/0047): fetched again with the same
   * limits, stored, and put on the video; a failure is retried with the usual backoff.
   */
  private async copyThumbnail(job: ClaimedJob): Promise<void> {
    const url = await copyThumbnail(this.storage, job.sourcePath).catch((error: unknown) => {
      throw error instanceof FetchLimitError ? new Error(`the thumbnail ${error.message}`) : error;
    });
    await this.transaction(async (tx) => {
      if (!(await this.media.completeJob(tx, job.id, this.id, null, this.now()))) {
        throw new LeaseLostError();
      }
      await this.media.setThumbnail(tx, job.videoId, url);
    });
    // Drops the cached pages that show the old picture (the video is published already).
    await this.videos.setStatus(job.videoId, 'published');
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private async publish(job: ClaimedJob, workDir: string, made: TranscodeResult): Promise<void> {
    const prefix = `videos/${job.videoId}`;
    const files = await filesUnder(workDir);
    for (const [i, file] of files.entries()) {
      if (this.stopping || this.running.get(job.id)?.signal.aborted) throw new LeaseLostError();
      await this.storage.copyIn(`${prefix}/${file}`, path.join(workDir, file));
      this.settings.onProgress?.(job.id, 0.9 + (0.1 * (i + 1)) / files.length, 'upload');
    }
    const url = (file: string) => this.storage.urlOf(`${prefix}/${file}`);
    const posters = made.files.posters;
    const card = posters.filter((p) => p.width <= 640).at(-1) ?? posters[0]!;
    const result: MediaJobResult = {
      durationSeconds: made.durationSeconds,
      width: made.width,
      height: made.height,
      renditions: made.renditions,
      outputs: made.outputs,
    };
    await this.transaction(async (tx) => {
      // Completing first: a worker that lost its lease rolls back before it publishes anything.
      if (!(await this.media.completeJob(tx, job.id, this.id, JSON.stringify(result), this.now()))) {
        throw new LeaseLostError();
      }
      await this.media.publishVideo(tx, job.videoId, {
        thumbnail: url(card.file),
        length: Math.max(1, Math.round(made.durationSeconds)),
        videoUrl: url(made.files.mp4),
        hlsUrl: url(made.files.master),
        previewUrl: url(made.files.preview),
        seekThumbnailsUrl: url(made.files.thumbnailsVtt),
        posterSrcset: posters.map((p) => `${url(p.file)} ${p.width}w`).join(', '),
      });
    });
    // Published above; this bumps the caches that list or show the video (idempotent).
    await this.videos.setStatus(job.videoId, 'published');
  }

  private async fail(job: ClaimedJob, error: unknown, leaseLost: boolean, log: Logger): Promise<void> {
    if (leaseLost || error instanceof LeaseLostError) {
      log.warn('media job: lease lost to another worker; leaving the job to it');
      return;
    }
    const now = this.now();
    if (this.stopping) {
      // Stopped on purpose: hand the job back at once and do not count the attempt.
      await this.transaction((tx) =>
        this.media.releaseJob(
          tx,
          job.id,
          this.id,
          { status: 'queued', error: 'the worker was stopped', runAfter: now, refundAttempt: true },
          now,
        ),
      );
      log.info('media job handed back: the worker is stopping');
      return;
    }
    const reason = describeFailure(error);
    const final = error instanceof PermanentError || job.attempts >= job.maxAttempts;
    const runAfter = final
      ? now
      : isoAfter(this.clock, retryDelayMs(this.settings.retryBaseMs, job.attempts));
    const released = await this.transaction(async (tx) => {
      const ok = await this.media.releaseJob(
        tx,
        job.id,
        this.id,
        { status: final ? 'failed' : 'queued', error: reason, runAfter },
        now,
      );
      // A thumbnail that cannot be copied leaves the video as it is: playable, without that picture.
      const failsVideo = final && job.kind !== 'thumbnail';
      if (ok && failsVideo) await this.media.markVideoFailed(tx, job.videoId);
      return ok && failsVideo;
    });
    if (released) await this.videos.setStatus(job.videoId, 'failed').catch(() => undefined);
    if (final) log.error({ reason }, 'media job failed for good');
    else log.warn({ reason, runAfter }, 'media job failed; it will be tried again');
  }
}
