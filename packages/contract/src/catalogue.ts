import { z } from 'zod';
import { DEFAULT_PAGE_AMOUNT, DURATION_FILTERS, SEARCH_RESULT_TYPES, SEARCH_SORTS } from './constants.js';
import { LOCALES } from './locales.js';
import {
  AmountSchema,
  MemberIdSchema,
  PublicIdSchema,
  VideoRefSchema,
  catalogueIds,
  pagingFields,
  requiredText,
  starNames,
} from './common.js';

/**
 * Catalogue text in Spanish (docs/decisions/0074): null or absent where none was written, and Spanish pages
 * show the default text then. The API answers both; it never picks one for the reader.
 */
const spanish = () => z.string().nullable().optional();

export const CategorySchema = z.object({
  ...catalogueIds,
  name: z.string(),
  categoryPicture: z.string().nullable(),
  nameEs: spanish(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ActorSchema = z.object({
  ...catalogueIds,
  ...starNames,
  profilePicture: z.string().nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

/**
 * What a toplist read over a time window (`window` today, week or month) counted for one video over the
 * window's days, from the daily rollups (docs/decisions/0030); `ranks` names the figure the list is
 * ordered by, which cards show instead of the all-time one ("34 views this week").
 */
export const WindowCountSchema = z.object({
  window: z.enum(['today', 'week', 'month']),
  ranks: z.enum(['views', 'ratings', 'comments', 'averageRating']),
  views: z.number().int(),
  ratings: z.number().int(),
  comments: z.number().int(),
  /** The mean of the window's ratings; 0 when none. */
  averageRating: z.number(),
});
export type WindowCount = z.infer<typeof WindowCountSchema>;

/** A video as it appears in listings. */
export const VideoListItemSchema = z.object({
  ...catalogueIds,
  title: z.string(),
  titleEs: spanish(),
  thumbnail: z.string(),
  length: z.number().int(),
  viewCount: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  commentCount: z.number().int(),
  /**
   * The media pipeline's extras (docs/decisions/0036); null for videos it did not make. Optional so that
   * answers written before them stay valid. A silent few-second clip for hover previews on cards:
   */
  previewURL: z.string().nullable().optional(),
  /** The poster in several widths, as an `<img srcset>` (`url 320w, url 640w`). */
  posterSrcset: z.string().nullable().optional(),
  /** Only in a toplist read over a time window: its counts over the window's days. */
  windowCount: WindowCountSchema.optional(),
});
export type VideoListItem = z.infer<typeof VideoListItemSchema>;

export const VideoCategoryLinkSchema = z.object({
  movieCategory: z.object({ ...catalogueIds, name: z.string(), nameEs: spanish() }),
});

export const VideoActorLinkSchema = z.object({
  movieId: z.number().int(),
  actor: ActorSchema,
});

/** A video with everything its page shows (`getmovie`). */
/** A WebVTT caption track of a video (docs/decisions/0074); `lang` is a locale of the site. */
export const CaptionTrackSchema = z.object({ lang: z.enum(LOCALES), url: z.string() });
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

export const VideoDetailSchema = VideoListItemSchema.omit({ windowCount: true }).extend({
  description: z.string(),
  descriptionEs: spanish(),
  /** The video's caption tracks, English first; absent or empty when it has none. */
  captions: z.array(CaptionTrackSchema).optional(),
  videoURL: z.string(),
  /** An HLS playlist when the video has one; players fall back to `videoURL`. */
  hlsURL: z.string().nullable(),
  /**
   * A partner's embed player (a feed row with an `embedUrl`): shown in a sandboxed iframe instead of our
   * player, on an origin the site's CSP allows (PARTNER_EMBED_ORIGINS). Null or absent for our own videos.
   */
  embedURL: z.string().nullable().optional(),
  /** A WebVTT track of seek-bar thumbnails (cues point into a sprite sheet with `#xywh=`), or null. */
  seekThumbnailsURL: z.string().nullable().optional(),
  createdDate: z.string(),
  favouriteCount: z.number().int(),
  movieMovieCategories: z.array(VideoCategoryLinkSchema),
  movieActors: z.array(VideoActorLinkSchema),
  /** Only for a signed-in member. */
  myRating: z.number().int().nullable().optional(),
  isFavourite: z.boolean().optional(),
});
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

/** The slim movie shape inside playlists and favourites. */
export const MovieRefSchema = VideoRefSchema.extend({ thumbnail: z.string() });
export type MovieRef = z.infer<typeof MovieRefSchema>;

export const PlaylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  videoCount: z.number().int(),
  playlistMovies: z.array(z.object({ id: z.number().int(), movie: MovieRefSchema })),
  /** Marked by its staff or premium owner: labelled, and listed first on /playlists (docs/decisions/0027). */
  curated: z.boolean(),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

export const FavouriteSchema = z.object({ id: z.number().int(), movie: MovieRefSchema });
export type Favourite = z.infer<typeof FavouriteSchema>;

export const CommentSchema = z.object({
  id: z.string(),
  parentCommentId: z.string(),
  userName: z.string(),
  /** Null once the author deleted their account. */
  memberId: z.string().nullable(),
  createdDate: z.string(),
  body: z.string(),
  /** The commented video, so a member's comment list can link to it. */
  video: VideoRefSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

export const SearchResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  /** A video's Spanish title or a category's Spanish name, where one was written. */
  titleEs: spanish(),
  type: z.enum(SEARCH_RESULT_TYPES),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const MemberSummarySchema = z.object({ id: z.string(), userName: z.string() });
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const ActorSelectionQuerySchema = z.object({ amount: AmountSchema.default(1) });

export const ActorByNameQuerySchema = z.object({
  actorname: requiredText(200, 'actorname is required', 'actorname has at most 200 characters'),
});

export const SearchQuerySchema = z.object({
  strSearch: z
    .string({ error: 'strSearch is required' })
    .max(100, 'strSearch has at most 100 characters')
    .default(''),
});

export const MemberParamsSchema = z.object({ memberId: MemberIdSchema });

/** `GET /api/search/results`: the search results page (docs/decisions/0031); videos paged, sorted and filtered. */
export const SearchResultsQuerySchema = z.object({
  q: requiredText(100, 'q is required', 'q has at most 100 characters'),
  ...pagingFields(DEFAULT_PAGE_AMOUNT),
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .default('relevance'),
  duration: z
    .enum(DURATION_FILTERS, { error: `duration must be one of ${DURATION_FILTERS.join(', ')}` })
    .optional(),
  categoryId: PublicIdSchema.optional(),
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuerySchema>;

export const SearchResultsSchema = z.object({
  /** The words searched for: the query as typed, or its spelling correction when that found nothing. */
  searched: z.string(),
  /** Set when nothing matched the query as typed and a close spelling did (typo tolerance). */
  correctedFrom: z.string().nullable(),
  videos: z.object({ total: z.number().int(), items: z.array(VideoListItemSchema) }),
  stars: z.object({ total: z.number().int(), items: z.array(ActorSchema) }),
  categories: z.object({ total: z.number().int(), items: z.array(CategorySchema) }),
  /** The closest star and category names, when nothing matched at all. */
  suggestions: z.array(z.string()),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
