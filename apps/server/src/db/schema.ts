import type { Generated, Selectable } from 'kysely';
import type { Locale, MemberRole, VideoStatus } from '@starlane/contract';

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
  role: MemberRole;
  created_at: string;
  /** Set while the member is banned: no session, no sign-in. */
  banned_at: Generated<string | null>;
  ban_reason: Generated<string | null>;
  /** 1 while the member has paused their watch history (migration 0011): nothing is recorded. */
  history_paused: Generated<number>;
  /** The language the member last used the account flows in (migration 0017): their mails' language. */
  locale: Generated<Locale>;
}

export interface SessionsTable {
  id_hash: string;
  member_id: string;
  persistent: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  /** The browser the session was started from (migration 0006); null for older sessions. */
  user_agent: string | null;
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
  /** The name in Spanish, or null: Spanish pages show `name` then (docs/decisions/0074). */
  name_es: Generated<string | null>;
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
  /** A partner's embed player, shown in an iframe instead of our player (feed imports). */
  embed_url: Generated<string | null>;
  created_at: string;
  view_count: Generated<number>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** Bayesian-weighted rating used to order the 'highest rating' toplist. */
  rating_score: Generated<number>;
  comment_count: Generated<number>;
  favourite_count: Generated<number>;
  /** Only 'published' videos are shown to the public (docs/decisions/0011). */
  status: Generated<VideoStatus>;
  /** Media pipeline outputs (migration 0007); null for videos that did not go through it. */
  preview_url: Generated<string | null>;
  seek_thumbnails_url: Generated<string | null>;
  poster_srcset: Generated<string | null>;
  /** Spanish title and description, or null: Spanish pages show the default then (docs/decisions/0074). */
  title_es: Generated<string | null>;
  description_es: Generated<string | null>;
}

/** A WebVTT caption track of a video, one per language, stored with the media (docs/decisions/0074). */
export interface VideoCaptionsTable {
  video_id: number;
  lang: string;
  url: string;
  created_at: string;
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
  /** 1 when its staff or premium owner marks it curated: labelled and listed first. */
  curated: Generated<number>;
  /** Its place among the curated playlists, 1 first; null when not curated (migration 0014). */
  feature_order: number | null;
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

/** Per-video per-day rollups for the time-windowed toplists (docs/decisions/0030); `day` is 'YYYY-MM-DD' UTC. */
export interface VideoDailyStatsTable {
  day: string;
  video_id: number;
  views: Generated<number>;
  ratings: Generated<number>;
  rating_sum: Generated<number>;
  comments: Generated<number>;
}

export interface CommentsTable {
  id: string;
  video_id: number;
  member_id: string | null;
  /** The all-zero UUID marks a top-level comment. */
  parent_comment_id: string;
  body: string;
  created_at: string;
  /** Set while the comment is hidden by staff or by enough reports; kept, not shown. */
  hidden_at: Generated<string | null>;
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
  /** Set while staff have paused the ad. */
  paused_at: Generated<string | null>;
}

export interface AdEventsTable {
  id: Generated<number>;
  ad_id: number;
  action: 'view' | 'click';
  page_url: string;
  visitor_key: string;
  created_at: string;
}

/** Counted views committed but not yet folded into the counters and the view log (docs/decisions/0021). */
export interface ViewInboxTable {
  id: Generated<number>;
  video_id: number;
  member_id: string | null;
  viewed_at: string;
}

/** Who was last counted for what (a video's views, an ad's events), for the dedup window. */
export interface VisitClaimsTable {
  scope: string;
  visitor: string;
  claimed_at: string;
}

/** A durable media job (docs/decisions/0025). */
export interface MediaJobsTable {
  id: Generated<number>;
  video_id: number;
  /** `thumbnail`: a partner thumbnail the feed import could not copy (docs/decisions/0047). */
  kind: 'transcode' | 'thumbnail';
  source_path: string;
  source_name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  max_attempts: number;
  run_after: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  progress_permille: Generated<number>;
  stage: string | null;
  error: string | null;
  /** JSON: what the job made (renditions, sizes, time per output). */
  result: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** Append-only record of staff actions (docs/decisions/0029). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: string;
  actor_name: string;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
}

export type DmcaStatus = 'open' | 'rejected' | 'taken_down' | 'countered' | 'restored';

export interface DmcaNoticesTable {
  id: Generated<number>;
  claimant_name: string;
  email: string;
  work: string;
  urls_json: string;
  video_ids_json: string;
  signature: string;
  status: Generated<DmcaStatus>;
  created_at: string;
  taken_down_at: string | null;
  counter_notice: string | null;
  countered_at: string | null;
  restored_at: string | null;
}

/** A member follows a star (migration 0011). */
export interface StarFollowsTable {
  member_id: string;
  actor_id: number;
  created_at: string;
}

/** A video's closest neighbours by co-views, co-ratings and co-favourites (docs/decisions/0034). */
export interface VideoSimilarTable {
  video_id: number;
  similar_id: number;
  score: number;
  /** 1 for the closest neighbour. */
  rank: number;
}

/** A member's wizard picks (migration 0012). */
export interface MemberLikedCategoriesTable {
  member_id: string;
  category_id: number;
  created_at: string;
}

export interface MemberLikedActorsTable {
  member_id: string;
  actor_id: number;
  created_at: string;
}

/** A member's last playback of a video (migration 0011): one row per member and video. */
export interface WatchHistoryTable {
  member_id: string;
  video_id: number;
  position_seconds: number;
  watched_at: string;
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
  view_inbox: ViewInboxTable;
  visit_claims: VisitClaimsTable;
  media_jobs: MediaJobsTable;
  video_daily_stats: VideoDailyStatsTable;
  audit_log: AuditLogTable;
  dmca_notices: DmcaNoticesTable;
  star_follows: StarFollowsTable;
  watch_history: WatchHistoryTable;
  video_similar: VideoSimilarTable;
  member_liked_categories: MemberLikedCategoriesTable;
  member_liked_actors: MemberLikedActorsTable;
  video_captions: VideoCaptionsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ActorRow = Selectable<ActorsTable>;
