import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { UploadMetadataSchema, type MediaJob, type MediaJobsQuery } from '@starlane/contract';
import { staffOf, type Actor, type AuditRepository } from '../admin/index.js';
import type { RunInTransaction } from '../db/transaction.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { MediaRepository } from './media.repository.js';
import { probeVideo, type ProbeResult } from './probe.js';

export interface MediaSettings {
  ffmpegPath: string;
  ffprobePath: string;
  incomingDir: string;
  maxAttempts: number;
}

/** A file to add to the catalogue, with what is known of it. */
export interface IngestInput {
  /** The file on this machine's disk. */
  file: string;
  /** The name to report it by (an upload's original name); defaults to the file's own. */
  displayName?: string;
  /** Defaults to the file name without its extension. */
  title?: string;
  description?: string;
  /** Names; unknown ones are created. */
  categories?: string[];
  /** Full names ("First Last"); unknown ones are created. */
  stars?: string[];
  /**
   * Move the file into the pipeline's incoming folder instead of copying it (an upload that is already
   * the server's own); copied otherwise, so the operator's file is left alone.
   */
  move?: boolean;
  /** The staff member who sent it, recorded in the audit log with the new video. */
  actor?: Actor;
}

export interface IngestResult {
  videoId: number;
  jobId: number;
  probe: ProbeResult;
}

const MEDIA_STAFF_ONLY = 'Only staff can manage media';

/** Short ids are the site's own videos (partner ids are longer than 10 characters; see the spec). */
const newExternalId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').slice(0, 9)}`;

function titleFromFile(name: string): string {
  const base = path
    .basename(name, path.extname(name))
    .replace(/[_.-]+/g, ' ')
    .trim();
  return base.length > 0 ? base.slice(0, 200) : 'Untitled video';
}

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { first: parts[0]!, last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

/**
 * Adds videos to the catalogue through the media pipeline and tells staff how their jobs are going. The
 * file is probed before anything is written: a file that is not a playable video is refused with its
 * reason (MediaRejectedError) and leaves no row and no file behind.
 */
export class MediaService {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly media: MediaRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly settings: MediaSettings,
    private readonly audit: AuditRepository,
    private readonly versions: Versions,
  ) {}

  /** Called after each new job, so a worker in this process starts it without waiting for its next poll. */
  onJobQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The entry for trusted callers (the CLI, the seeder, an upload the caller has authorised): probes,
   * stages the source and queues its transcoding job; the video stays 'processing' until the job
   * publishes it.
   */
  async ingestFile(input: IngestInput): Promise<IngestResult> {
    const displayName = input.displayName ?? path.basename(input.file);
    const probe = await probeVideo(this.settings, input.file, displayName);

    await fs.mkdir(this.settings.incomingDir, { recursive: true });
    const ext = path
      .extname(displayName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 8);
    const staged = path.join(this.settings.incomingDir, `${randomBytes(12).toString('hex')}${ext}`);
    if (input.move) {
      await fs.rename(input.file, staged).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await fs.copyFile(input.file, staged);
        await fs.rm(input.file, { force: true });
      });
    } else {
      await fs.copyFile(input.file, staged);
    }

    try {
      const now = this.clock.now().toISOString();
      const result = await this.transaction(async (tx) => {
        const videoId = await this.media.insertProcessingVideo(tx, {
          wmcExternalId: newExternalId('m'),
          title: input.title?.trim() || titleFromFile(displayName),
          description: input.description?.trim() ?? '',
          createdAt: now,
        });
        const categoryIds: number[] = [];
        for (const name of (input.categories ?? []).map((n) => n.trim()).filter(Boolean)) {
          categoryIds.push(await this.media.ensureCategory(tx, name, newExternalId('c'), now));
        }
        const actorIds: number[] = [];
        for (const full of (input.stars ?? []).map((n) => n.trim()).filter(Boolean)) {
          const { first, last } = splitName(full);
          actorIds.push(await this.media.ensureActor(tx, first, last, newExternalId('s'), now));
        }
        await this.media.linkVideo(tx, videoId, categoryIds, actorIds);
        const jobId = await this.media.insertJob(tx, {
          videoId,
          sourcePath: staged,
          sourceName: displayName,
          maxAttempts: this.settings.maxAttempts,
          now,
        });
        if (input.actor) {
          await this.audit.record(tx, input.actor, now, {
            action: 'video.upload',
            objectType: 'video',
            objectId: videoId,
            after: { sourceName: displayName, jobId, categories: input.categories, stars: input.stars },
          });
        }
        return { videoId, jobId };
      });
      // The upload may have made categories and stars: the cached lists (and category lookups) must see them.
      if (input.categories?.length || input.stars?.length) {
        await this.versions.bump(cacheTags.categories, cacheTags.stars);
      }
      for (const listener of this.listeners) listener();
      return { ...result, probe };
    } catch (error) {
      await fs.rm(staged, { force: true });
      throw error;
    }
  }

  /**
   * Staff only: checks a resumable upload's metadata before any byte is sent, so a bad title or list is
   * a 400 at creation rather than after the whole file has arrived.
   */
  checkUpload(member: SessionMember | null, metadata: Record<string, string | null>): void {
    staffOf(member, MEDIA_STAFF_ONLY);
    parseUploadMetadata(metadata);
  }

  /** Staff only: a finished resumable upload becomes a video and its transcoding job. */
  async ingestUpload(
    member: SessionMember | null,
    file: string,
    metadata: Record<string, string | null>,
  ): Promise<IngestResult> {
    const actor = staffOf(member, MEDIA_STAFF_ONLY);
    const { filename, title, description, categories, stars } = parseUploadMetadata(metadata);
    return this.ingestFile({
      file,
      displayName: path.basename(filename),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      categories,
      stars,
      move: true,
      actor,
    });
  }

  /** Staff only: one job's progress. */
  async job(member: SessionMember | null, jobId: number): Promise<MediaJob> {
    staffOf(member, MEDIA_STAFF_ONLY);
    const job = await this.media.findJob(jobId);
    if (!job) throw new NotFoundError('Media job');
    return job;
  }

  /** Staff only: jobs, newest first. */
  async jobs(member: SessionMember | null, query: MediaJobsQuery): Promise<MediaJob[]> {
    staffOf(member, MEDIA_STAFF_ONLY);
    return this.media.listJobs({ amount: query.amount, page: query.page }, query.status);
  }

  /** For the CLI and tests: a job's state without a signed-in member. */
  jobById(jobId: number): Promise<MediaJob | undefined> {
    return this.media.findJob(jobId);
  }
}

function parseUploadMetadata(metadata: Record<string, string | null>) {
  // tus sends a key without a value as null; treat it as absent.
  const given = Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== null));
  const parsed = UploadMetadataSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0] ?? 'metadata')] ??= []).push(issue.message);
  throw new BadRequestError('The upload metadata is not valid', errors);
}

/** 401 for visitors, 403 for members who are not staff. */
export function assertStaff(member: SessionMember | null): asserts member is SessionMember {
  staffOf(member, MEDIA_STAFF_ONLY);
}
