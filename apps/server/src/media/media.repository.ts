import { sql, type Insertable, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { MediaJob, MediaJobStatus, VideoStatus } from '@starlane/contract';
import { NOT_DMCA_HELD, linkVideo } from '../catalogue/index.js';
import type { Executor } from '../db/transaction.js';
import type { Database, MediaJobsTable, VideosTable } from '../db/schema.js';

type JobRow = Pick<
  MediaJobsTable,
  | 'video_id'
  | 'source_name'
  | 'status'
  | 'max_attempts'
  | 'run_after'
  | 'stage'
  | 'error'
  | 'created_at'
  | 'updated_at'
  | 'finished_at'
  | 'result'
  | 'lease_expires_at'
> & { id: number; attempts: number; progress_permille: number };

const JOB_COLUMNS = [
  'id',
  'video_id',
  'source_name',
  'status',
  'attempts',
  'max_attempts',
  'run_after',
  'lease_expires_at',
  'progress_permille',
  'stage',
  'error',
  'result',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

function toJob(row: JobRow): MediaJob {
  return {
    id: row.id,
    videoId: row.video_id,
    sourceName: row.source_name,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    progress: row.progress_permille / 1000,
    stage: row.stage,
    error: row.error,
    runAfter: row.run_after,
    result: row.result ? (JSON.parse(row.result) as MediaJob['result']) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** A job a worker holds the lease of: what it needs to run it. */
export interface ClaimedJob {
  id: number;
  /** `transcode`: an upload's source file; `thumbnail`: a partner thumbnail to copy, `sourcePath` its URL. */
  kind: 'transcode' | 'thumbnail';
  videoId: number;
  sourcePath: string;
  sourceName: string;
  attempts: number;
  maxAttempts: number;
}

export interface NewVideo {
  wmcExternalId: string;
  title: string;
  description: string;
  createdAt: string;
}

export interface PublishedMedia {
  thumbnail: string;
  length: number;
  videoUrl: string;
  hlsUrl: string;
  previewUrl: string;
  seekThumbnailsUrl: string;
  posterSrcset: string;
}

/** Runs a job update only while `owner` holds the running job's lease; false when it no longer does. */
async function whileHeld(
  update: UpdateQueryBuilder<Database, 'media_jobs', 'media_jobs', UpdateResult>,
  jobId: number,
  owner: string,
): Promise<boolean> {
  const result = await update
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new video row, uploaded or imported from a feed; `media` says where its media stands. */
export async function insertVideoRow(
  tx: Executor,
  video: NewVideo,
  media: Pick<
    Insertable<VideosTable>,
    'thumbnail' | 'length' | 'video_url' | 'hls_url' | 'embed_url' | 'status' | 'title_es' | 'description_es'
  >,
): Promise<number> {
  const row = await tx
    .insertInto('videos')
    .values({
      wmc_external_id: video.wmcExternalId,
      title: video.title,
      description: video.description,
      hls_url: null,
      created_at: video.createdAt,
      ...media,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A video waiting for its media: hidden from the public until the job publishes it. */
  async insertProcessingVideo(tx: Executor, video: NewVideo): Promise<number> {
    return insertVideoRow(tx, video, { thumbnail: '', length: 0, video_url: '', status: 'processing' });
  }

  /** The category of that name (any case), made when there is none. */
  async ensureCategory(tx: Executor, name: string, externalId: string, now: string): Promise<number> {
    const existing = await tx
      .selectFrom('categories')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await tx
      .insertInto('categories')
      .values({ wmc_external_id: externalId, name, category_picture: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The star of that name (any case), made when there is none. */
  async ensureActor(
    tx: Executor,
    firstName: string,
    lastName: string,
    externalId: string,
    now: string,
  ): Promise<number> {
    const key = `${firstName} ${lastName}`.toLowerCase();
    const existing = await tx
      .selectFrom('actors')
      .select('id')
      .where('name_key', '=', key)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await tx
      .insertInto('actors')
      .values({
        wmc_external_id: externalId,
        first_name: firstName,
        last_name: lastName,
        name_key: key,
        profile_picture: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  linkVideo(tx: Executor, videoId: number, categoryIds: number[], actorIds: number[]): Promise<void> {
    return linkVideo(tx, videoId, categoryIds, actorIds);
  }

  async insertJob(
    tx: Executor,
    job: {
      videoId: number;
      sourcePath: string;
      sourceName: string;
      maxAttempts: number;
      now: string;
      kind?: 'transcode' | 'thumbnail';
    },
  ): Promise<number> {
    const row = await tx
      .insertInto('media_jobs')
      .values({
        video_id: job.videoId,
        kind: job.kind ?? 'transcode',
        source_path: job.sourcePath,
        source_name: job.sourceName,
        status: 'queued',
        max_attempts: job.maxAttempts,
        run_after: job.now,
        created_at: job.now,
        updated_at: job.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Takes the lease of the next job that is due (queued and past its backoff) or whose worker stopped
   * renewing its lease. The UPDATE repeats the condition, so when two workers race for one job only one
   * changes the row (both engines re-check the WHERE on the row they lock); the other tries the next.
   * `onlyIds` limits the claim to some jobs (the CLI runs the jobs it made).
   */
  async claimNext(
    owner: string,
    now: string,
    leaseUntil: string,
    onlyIds?: number[],
  ): Promise<ClaimedJob | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      let query = this.db
        .selectFrom('media_jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<=', now)]),
          ]),
        )
        .orderBy('id')
        .limit(1);
      if (onlyIds) query = query.where('id', 'in', onlyIds.length > 0 ? onlyIds : [-1]);
      const candidate = await query.executeTakeFirst();
      if (!candidate) return undefined;
      const result = await this.db
        .updateTable('media_jobs')
        .set((eb) => ({
          status: 'running',
          lease_owner: owner,
          lease_expires_at: leaseUntil,
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', candidate.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<=', now)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const row = await this.db
        .selectFrom('media_jobs')
        .select(['id', 'kind', 'video_id', 'source_path', 'source_name', 'attempts', 'max_attempts'])
        .where('id', '=', candidate.id)
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        kind: row.kind,
        videoId: row.video_id,
        sourcePath: row.source_path,
        sourceName: row.source_name,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      };
    }
    return undefined;
  }

  /** Renews the lease and records progress; false when the lease is no longer this worker's. */
  async heartbeat(
    jobId: number,
    owner: string,
    leaseUntil: string,
    progress: { permille: number; stage: string },
    now: string,
  ): Promise<boolean> {
    return whileHeld(
      this.db.updateTable('media_jobs').set({
        lease_expires_at: leaseUntil,
        progress_permille: progress.permille,
        stage: progress.stage,
        updated_at: now,
      }),
      jobId,
      owner,
    );
  }

  /**
   * Marks the job done, only while this worker holds it: a worker whose lease was taken over finishes
   * nothing, so a job completes once.
   */
  async completeJob(
    tx: Executor,
    jobId: number,
    owner: string,
    result: string | null,
    now: string,
  ): Promise<boolean> {
    return whileHeld(
      tx.updateTable('media_jobs').set({
        status: 'done',
        progress_permille: 1000,
        stage: 'done',
        error: null,
        result,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now,
        finished_at: now,
      }),
      jobId,
      owner,
    );
  }

  /** Gives the job back for a later try (after `runAfter`), or ends it as failed. */
  async releaseJob(
    tx: Executor,
    jobId: number,
    owner: string,
    outcome: { status: 'queued' | 'failed'; error: string; runAfter: string; refundAttempt?: boolean },
    now: string,
  ): Promise<boolean> {
    return whileHeld(
      tx.updateTable('media_jobs').set((eb) => ({
        ...(outcome.refundAttempt ? { attempts: eb('attempts', '-', 1) } : {}),
        status: outcome.status,
        error: outcome.error,
        run_after: outcome.runAfter,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now,
        finished_at: outcome.status === 'failed' ? now : null,
      })),
      jobId,
      owner,
    );
  }

  async publishVideo(tx: Executor, videoId: number, media: PublishedMedia): Promise<void> {
    await tx
      .updateTable('videos')
      .set({
        thumbnail: media.thumbnail,
        length: media.length,
        video_url: media.videoUrl,
        hls_url: media.hlsUrl,
        preview_url: media.previewUrl,
        seek_thumbnails_url: media.seekThumbnailsUrl,
        poster_srcset: media.posterSrcset,
        // A video a DMCA notice holds gets its new media but stays down (docs/decisions/0055).
        status: sql<VideoStatus>`case when ${NOT_DMCA_HELD} then 'published' else 'unpublished' end`,
      })
      .where('id', '=', videoId)
      .execute();
  }

  async setThumbnail(tx: Executor, videoId: number, thumbnail: string): Promise<void> {
    await tx.updateTable('videos').set({ thumbnail }).where('id', '=', videoId).execute();
  }

  async markVideoFailed(tx: Executor, videoId: number): Promise<void> {
    await tx.updateTable('videos').set({ status: 'failed' }).where('id', '=', videoId).execute();
  }

  async findJob(jobId: number): Promise<MediaJob | undefined> {
    const row = await this.db
      .selectFrom('media_jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', jobId)
      .executeTakeFirst();
    return row ? toJob(row) : undefined;
  }

  /** Newest first; `status` narrows the list. */
  async listJobs(page: { amount: number; page: number }, status?: MediaJobStatus): Promise<MediaJob[]> {
    let query = this.db
      .selectFrom('media_jobs')
      .select(JOB_COLUMNS)
      .orderBy('id', 'desc')
      .limit(page.amount)
      .offset((page.page - 1) * page.amount);
    if (status) query = query.where('status', '=', status);
    return (await query.execute()).map(toJob);
  }

  /** How many jobs are not finished: the worker's and the CLI's wait-until-idle. */
  async countUnfinished(onlyIds?: number[]): Promise<number> {
    let query = this.db
      .selectFrom('media_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'running']);
    if (onlyIds) query = query.where('id', 'in', onlyIds.length > 0 ? onlyIds : [-1]);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
