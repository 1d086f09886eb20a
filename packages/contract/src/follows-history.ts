import { z } from 'zod';
import { MAX_VIDEO_POSITION_SECONDS } from './constants.js';
import { ActorSchema, MovieRefSchema } from './catalogue.js';
import { AmountSchema, PagingQuerySchema, PublicIdSchema } from './common.js';

/*
 * Followed stars and watch history (docs/decisions/0032). Members only; visitors keep their
 * history in the browser and never call these.
 */

/** `?actorId=`: a star by external id or numeric id. */
export const ActorIdQuerySchema = z.object({ actorId: PublicIdSchema });

/** A star's follower count (public) and, for a signed-in member, whether they follow it. */
export const StarFollowStateSchema = z.object({
  followerCount: z.number().int(),
  /** Only for a signed-in member. */
  following: z.boolean().optional(),
});
export type StarFollowState = z.infer<typeof StarFollowStateSchema>;

/** A star the member follows, with when they started. */
export const FollowedStarSchema = z.object({ actor: ActorSchema, followedAt: z.string() });
export type FollowedStar = z.infer<typeof FollowedStarSchema>;

/** `?amount&page` of the member's followed stars or following feed. */
export const FollowsPageQuerySchema = PagingQuerySchema;

/** Where playback stood, in whole seconds from the start. */
export const PositionSecondsSchema = z.coerce
  .number({ error: `positionSeconds must be a number of seconds from 0 to ${MAX_VIDEO_POSITION_SECONDS}` })
  .min(0, `positionSeconds must be a number of seconds from 0 to ${MAX_VIDEO_POSITION_SECONDS}`)
  .max(
    MAX_VIDEO_POSITION_SECONDS,
    `positionSeconds must be a number of seconds from 0 to ${MAX_VIDEO_POSITION_SECONDS}`,
  )
  .transform((seconds) => Math.floor(seconds));

/** The player's report: this video, this far. */
export const RecordPositionBodySchema = z.object({
  videoId: PublicIdSchema,
  positionSeconds: PositionSecondsSchema,
});
export type RecordPositionBody = z.input<typeof RecordPositionBodySchema>;

/** Whether the report was kept (not while the history is paused). */
export const RecordPositionResultSchema = z.object({ recorded: z.boolean() });
export type RecordPositionResult = z.infer<typeof RecordPositionResultSchema>;

/** The member's last position in one video; null when they have none. */
export const ResumePositionSchema = z.object({ positionSeconds: z.number().int().nullable() });
export type ResumePosition = z.infer<typeof ResumePositionSchema>;

/** One video in the member's history: the video (with its length), where they left it, when. */
export const HistoryEntrySchema = z.object({
  movie: MovieRefSchema.extend({ length: z.number().int() }),
  positionSeconds: z.number().int(),
  watchedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryPageQuerySchema = PagingQuerySchema;

/** `?amount=`: how many half-watched videos the "Continue watching" row asks for. */
export const ContinueWatchingQuerySchema = z.object({ amount: AmountSchema.default(12) });

/** Whether the member's history records anything. */
export const HistorySettingsSchema = z.object({ paused: z.boolean() });
export type HistorySettings = z.infer<typeof HistorySettingsSchema>;

export const HistorySettingsBodySchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});
