import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Timestamps are ISO 8601 UTC strings and flags are 0/1 integers on both
 * engines, so rows read the same from SQLite and PostgreSQL (see docs/decisions/0002).
 */
export interface MembersTable {
  id: string;
  user_name: string;
  user_name_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  email_confirmed_at: string | null;
  role: 'member' | 'staff';
  created_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  id_hash: string;
  member_id: string;
  persistent: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface EmailTokensTable {
  token_hash: string;
  member_id: string;
  purpose: 'confirm' | 'reset' | 'change_email';
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  wmc_external_id: string;
  name: string;
  category_picture: string | null;
  created_at: string;
}

export interface ActorsTable {
  id: Generated<number>;
  wmc_external_id: string;
  first_name: string;
  last_name: string;
  /** lower(first_name || ' ' || last_name), for lookups by name. */
  name_key: string;
  profile_picture: string | null;
  created_at: string;
}

export interface VideosTable {
  id: Generated<number>;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
  length: number;
  description: string;
  video_url: string;
  hls_url: string | null;
  created_at: string;
  view_count: Generated<number>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** Bayesian-weighted rating used to order the 'highest rating' toplist. */
  rating_score: Generated<number>;
  comment_count: Generated<number>;
  favourite_count: Generated<number>;
}

export interface VideoCategoriesTable {
  video_id: number;
  category_id: number;
}

export interface VideoActorsTable {
  video_id: number;
  actor_id: number;
}

export interface PlaylistsTable {
  id: Generated<number>;
  member_id: string;
  name: string;
  video_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PlaylistMoviesTable {
  id: Generated<number>;
  playlist_id: number;
  video_id: number;
  created_at: string;
}

export interface FavouritesTable {
  id: Generated<number>;
  member_id: string;
  video_id: number;
  created_at: string;
}

export interface RatingsTable {
  member_id: string;
  video_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface VideoViewsTable {
  id: Generated<number>;
  video_id: number;
  member_id: string | null;
  viewed_at: string;
}

export interface CommentsTable {
  id: string;
  video_id: number;
  member_id: string | null;
  /** The all-zero UUID marks a top-level comment. */
  parent_comment_id: string;
  body: string;
  created_at: string;
}

export interface CommentReportsTable {
  id: Generated<number>;
  comment_id: string;
  member_id: string;
  feedback: string;
  created_at: string;
  resolved_at: string | null;
}

export interface AdsTable {
  id: Generated<number>;
  url: string;
  name: string;
  source: string;
  placement: string;
  weight: number;
  active_from: string | null;
  active_until: string | null;
  created_at: string;
}

export interface AdEventsTable {
  id: Generated<number>;
  ad_id: number;
  action: 'view' | 'click';
  page_url: string;
  visitor_key: string;
  created_at: string;
}

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  categories: CategoriesTable;
  actors: ActorsTable;
  videos: VideosTable;
  video_categories: VideoCategoriesTable;
  video_actors: VideoActorsTable;
  playlists: PlaylistsTable;
  playlist_movies: PlaylistMoviesTable;
  favourites: FavouritesTable;
  ratings: RatingsTable;
  video_views: VideoViewsTable;
  comments: CommentsTable;
  comment_reports: CommentReportsTable;
  ads: AdsTable;
  ad_events: AdEventsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ActorRow = Selectable<ActorsTable>;
export type VideoRow = Selectable<VideosTable>;
export type NewVideo = Insertable<VideosTable>;
