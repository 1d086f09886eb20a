import { z } from 'zod';
import {
  AmountSchema,
  EntityNumberSchema,
  numberFromText,
  PageNumberSchema,
  PagingQuerySchema,
  PublicIdSchema,
} from './common.js';
import {
  PERSONAL_TOPLIST_AMOUNT,
  RATING_MAX,
  RATING_MIN,
  RELATED_VIDEOS_AMOUNT,
  UNPAGED_LIST_AMOUNT,
  VIDEO_SORTS,
  TOPLIST_WINDOWS,
  DURATION_FILTERS,
} from './constants.js';

/** The optional time window of a public toplist (all time when absent). */
export const ToplistWindowSchema = z
  .enum(TOPLIST_WINDOWS, { error: `window must be one of ${TOPLIST_WINDOWS.join(', ')}` })
  .default('all');

/** The optional duration filter of a listing (any length when absent). */
export const DurationFilterSchema = z
  .enum(DURATION_FILTERS, { error: `duration must be one of ${DURATION_FILTERS.join(', ')}` })
  .optional();

/** The optional sort of a listing. */
export const VideoSortSchema = z
  .enum(VIDEO_SORTS, { error: `sort must be one of ${VIDEO_SORTS.join(', ')}` })
  .optional();

/** `GET /api/video/`: with only `amount`, the most popular; otherwise paged and sorted (newest first). */
export const VideoCatalogueQuerySchema = z.object({
  amount: AmountSchema.optional(),
  page: PageNumberSchema.optional(),
  sort: VideoSortSchema,
  duration: DurationFilterSchema,
});
export type VideoCatalogueQuery = z.infer<typeof VideoCatalogueQuerySchema>;

/** `getmovie?id`; `getbyvideo` takes the same id as `videoId`. */
export const MovieQuerySchema = z.object({ id: PublicIdSchema });

/** Category and star listings: newest first unless `sort` says otherwise; `duration` filters. */
export const CategoryVideosQuerySchema = PagingQuerySchema.extend({
  categoryId: PublicIdSchema,
  sort: VideoSortSchema,
  duration: DurationFilterSchema,
});
export const ActorVideosQuerySchema = PagingQuerySchema.extend({
  actorId: PublicIdSchema,
  sort: VideoSortSchema,
  duration: DurationFilterSchema,
});

/** `get<type>` toplists: paged, over all time unless a `window` is given. */
export const ToplistQuerySchema = PagingQuerySchema.extend({ window: ToplistWindowSchema });
export type ToplistQuery = z.infer<typeof ToplistQuerySchema>;

export const RelatedVideosQuerySchema = z.object({
  videoId: PublicIdSchema,
  amount: AmountSchema.default(RELATED_VIDEOS_AMOUNT),
});

/** `getbytoplist`: the type by name, any case; an unknown name gives the most viewed. */
export const NamedToplistQuerySchema = PagingQuerySchema.extend({
  toplistId: z.string().trim().max(40).default('mostviewed'),
  window: ToplistWindowSchema,
});

export const PlaylistVideosQuerySchema = z.object({
  playlistId: EntityNumberSchema('playlistId'),
  amount: AmountSchema.default(UNPAGED_LIST_AMOUNT),
});

export const PersonalToplistQuerySchema = z.object({ amount: AmountSchema.default(PERSONAL_TOPLIST_AMOUNT) });

/** What `logvideoview` answers: the video's views, this one counted. */
export const ViewCountSchema = z.object({ viewCount: z.number().int() });
export type ViewCount = z.infer<typeof ViewCountSchema>;

const RATING_RULE = `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;

export const RateVideoQuerySchema = z.object({
  videoId: PublicIdSchema,
  rating: numberFromText(
    z
      .number({ error: RATING_RULE })
      .int(RATING_RULE)
      .min(RATING_MIN, RATING_RULE)
      .max(RATING_MAX, RATING_RULE),
  ),
});

/** What `ratevideo` answers: the member's rating and the video's new average and count. */
export const RatingResultSchema = z.object({
  rating: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;
