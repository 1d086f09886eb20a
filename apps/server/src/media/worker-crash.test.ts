import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaJob } from '@starlane/contract';
import { createDeps, createLogger, type Deps } from '../deps.js';
import { migrateToLatest } from '../db/migrate.js';
import { createServices, type Services } from '../services.js';
import { filesIn, makeTestClip } from '../test/clips.js';
import { testConfig } from '../test/harness.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run worker` as a real process (from the sources, through tsx), killed with SIGKILL in the middle of
 * a job: no chance to hand the job back. Its lease runs out and another worker finishes the job, once.
 * SQLite: a file two processes share; the claim itself is tested on PostgreSQL too (media.test.ts).
 */
describe('a worker killed mid-job', () => {
  const env = { MEDIA_X264_PRESET: 'ultrafast', MEDIA_LEASE_SECONDS: '2', MEDIA_CONCURRENCY: '1' };
  const config = testConfig(env);
  let deps: Deps;
  let services: Services;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    deps = createDeps(config, { logger: createLogger({ logLevel: 'silent' }) });
    await migrateToLatest(deps.database.db);
    services = createServices(deps);
  });

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await deps.database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/worker.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...env,
        DATA_DIR: config.dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  async function waitFor(jobId: number, done: (job: MediaJob) => boolean, ms: number): Promise<MediaJob> {
    const until = Date.now() + ms;
    for (;;) {
      const job = (await services.media.jobById(jobId))!;
      if (done(job)) return job;
      if (Date.now() > until) throw new Error(`job ${jobId} stuck: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('waits for work when it starts on an empty queue, until a signal stops it', async () => {
    const worker = startWorker();
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    // Longer than a start-up and two idle polls (2 s each).
    const early = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(resolve, 8000, 'running')),
    ]);
    expect(early).toBe('running');
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('is finished by the next worker once the lease has run out, exactly once', async () => {
    const clip = makeTestClip({ width: 640, height: 360, seconds: 8 });
    const { jobId, videoId } = await services.media.ingestFile({ file: clip });

    const first = startWorker();
    const running = await waitFor(jobId, (job) => job.status === 'running' && job.progress > 0, 90_000);
    expect(running.attempts).toBe(1);
    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await killed;
    const orphaned = (await services.media.jobById(jobId))!;
    expect(orphaned).toMatchObject({ status: 'running', attempts: 1 });

    // Two workers race for it: one takes it once the lease is over, the other finds nothing to do.
    startWorker();
    startWorker();
    const done = await waitFor(jobId, (job) => job.status !== 'running' && job.status !== 'queued', 150_000);
    expect(done).toMatchObject({ status: 'done', attempts: 2, error: null });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await services.media.jobById(jobId)).toMatchObject({ status: 'done', attempts: 2 });
    const video = await deps.database.db
      .selectFrom('videos')
      .select(['status', 'hls_url'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ status: 'published', hls_url: `/media/videos/${videoId}/hls/master.m3u8` });
    const files = filesIn(path.join(config.dataDir, 'media', 'videos', String(videoId)));
    expect(files).toEqual(expect.arrayContaining(['hls/master.m3u8', 'hls/360p/index.m3u8', 'video.mp4']));
    expect(filesIn(config.media.incomingDir)).toEqual([]);
  }, 300_000);
});
