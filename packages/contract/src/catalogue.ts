import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from './constants.js';

export const CategorySchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  name: z.string(),
  categoryPicture: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ActorSchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

/** A video as it appears in listings. */
export const VideoListItemSchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  length: z.number().int(),
  viewCount: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  commentCount: z.number().int(),
});
export type VideoListItem = z.infer<typeof VideoListItemSchema>;

export const PingAuthSchema = z.object({ email: z.string() });
export type PingAuth = z.infer<typeof PingAuthSchema>;

export const VideoCategoryLinkSchema = z.object({
  movieCategory: z.object({ id: z.number().int(), wmcExternalId: z.string(), name: z.string() }),
});

export const VideoActorLinkSchema = z.object({
  movieId: z.number().int(),
  actor: ActorSchema,
});

/** A video with everything its page shows (`getmovie`). */
export const VideoDetailSchema = VideoListItemSchema.extend({
  description: z.string(),
  videoURL: z.string(),
  /** An HLS playlist when the video has one; players fall back to `videoURL`. */
  hlsURL: z.string().nullable(),
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
export const MovieRefSchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
});
export type MovieRef = z.infer<typeof MovieRefSchema>;

export const PlaylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  videoCount: z.number().int(),
  playlistMovies: z.array(z.object({ id: z.number().int(), movie: MovieRefSchema })),
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
  video: z.object({ id: z.number().int(), wmcExternalId: z.string(), title: z.string() }),
});
export type Comment = z.infer<typeof CommentSchema>;

export const SearchResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const MemberSummarySchema = z.object({ id: z.string(), userName: z.string() });
export type MemberSummary = z.infer<typeof MemberSummarySchema>;
