import { z } from 'zod';
import { MAX_ENTITY_ID, PagingQuerySchema, positiveWhole, requiredText } from './common.js';

/** A media job's states (docs/decisions/0025): queued (maybe waiting for a retry), running, done, failed. */
export const MEDIA_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type MediaJobStatus = (typeof MEDIA_JOB_STATUSES)[number];

export const MediaOutputSchema = z.object({ ms: z.number().int(), bytes: z.number().int() });

/** What a finished transcode made: the renditions, and time and size per output. */
export const MediaJobResultSchema = z.object({
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  renditions: z.array(
    z.object({
      name: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int(),
    }),
  ),
  outputs: z.record(z.string(), MediaOutputSchema),
});
export type MediaJobResult = z.infer<typeof MediaJobResultSchema>;

/** A transcoding job as staff see it (`GET /api/media/jobs`). */
export const MediaJobSchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  sourceName: z.string(),
  status: z.enum(MEDIA_JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** From 0 to 1. */
  progress: z.number(),
  /** The output being made (`mp4`, `hls-720p`, `preview`...), or null before the first try. */
  stage: z.string().nullable(),
  /** The last failure: its reason and the tail of ffmpeg's stderr. */
  error: z.string().nullable(),
  /** When a queued job may run (later than now while it waits for a retry). */
  runAfter: z.string(),
  result: MediaJobResultSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MediaJob = z.infer<typeof MediaJobSchema>;

export const MediaJobsQuerySchema = PagingQuerySchema.extend({
  status: z
    .enum(MEDIA_JOB_STATUSES, { error: `status must be one of ${MEDIA_JOB_STATUSES.join(', ')}` })
    .optional(),
});
export type MediaJobsQuery = z.infer<typeof MediaJobsQuerySchema>;

export const MediaJobParamsSchema = z.object({
  id: positiveWhole('id must be a job number', MAX_ENTITY_ID),
});

/** A list of names in one tus metadata value: a JSON array of strings, each 1 to 100 characters. */
const nameList = (what: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx): string[] => {
      if (text === undefined || text.trim() === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const names = z.array(z.string().trim().min(1).max(100)).max(20).safeParse(parsed);
      if (names.success) return [...new Set(names.data)];
      ctx.addIssue({ code: 'custom', message: `${what} must be a JSON list of up to 20 names` });
      return z.NEVER;
    });

/**
 * The Upload-Metadata of a resumable upload (`POST /api/media/uploads`, tus): the file's name and what
 * the new video is called and filed under. Unknown categories and stars are created.
 */
export const UploadMetadataSchema = z.object({
  filename: requiredText(255, 'filename is required', 'filename is at most 255 characters'),
  title: z.string().trim().max(200, 'title is at most 200 characters').optional(),
  description: z.string().trim().max(5000, 'description is at most 5000 characters').optional(),
  categories: nameList('categories'),
  stars: nameList('stars'),
});
export type UploadMetadata = z.infer<typeof UploadMetadataSchema>;
