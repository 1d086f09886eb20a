import type { Actor, Category, MovieRef, VideoListItem } from '@starlane/contract';
import type { ActorRow, CategoryRow } from '../db/schema.js';
import { averageRating } from './counters.js';

/*
 * The columns the features select from the catalogue's tables and the mappers that turn those rows into the
 * contract's shapes: a video in a list, the slim movie of playlists and favourites, a star, a category. Every
 * listing of the site answers the same fields the same way because they all come from here.
 */

/** The columns a video listing needs; never the description or per-view rows. */
export const VIDEO_LIST_COLUMNS = [
  'videos.id',
  'videos.wmc_external_id',
  'videos.title',
  'videos.thumbnail',
  'videos.length',
  'videos.view_count',
  'videos.rating_count',
  'videos.rating_sum',
  'videos.comment_count',
  'videos.preview_url',
  'videos.poster_srcset',
  'videos.title_es',
] as const;

/** A row of `VIDEO_LIST_COLUMNS`. */
export interface VideoListRow {
  id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
  length: number;
  view_count: number;
  rating_count: number;
  rating_sum: number;
  comment_count: number;
  preview_url: string | null;
  poster_srcset: string | null;
  title_es: string | null;
}

export function toVideoListItem(row: VideoListRow): VideoListItem {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    title: row.title,
    thumbnail: row.thumbnail,
    length: row.length,
    viewCount: row.view_count,
    averageRating: averageRating(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
    previewURL: row.preview_url,
    posterSrcset: row.poster_srcset,
    // Only where written: listings stay as small as they were for a catalogue without Spanish text.
    ...(row.title_es !== null && { titleEs: row.title_es }),
  };
}

/** The columns of the slim movie shape that playlists and favourites show; select them after a join. */
export const MOVIE_REF_COLUMNS = [
  'videos.id as video_id',
  'videos.wmc_external_id',
  'videos.title',
  'videos.thumbnail',
] as const;

export function toMovieRef(row: {
  video_id: number;
  wmc_external_id: string;
  title: string;
  thumbnail: string;
}): MovieRef {
  return { id: row.video_id, wmcExternalId: row.wmc_external_id, title: row.title, thumbnail: row.thumbnail };
}

type ActorColumns = Pick<ActorRow, 'id' | 'wmc_external_id' | 'first_name' | 'last_name' | 'profile_picture'>;

export const ACTOR_COLUMNS = ['id', 'wmc_external_id', 'first_name', 'last_name', 'profile_picture'] as const;
/** The same columns named by table, for queries that join `actors`. */
export const JOINED_ACTOR_COLUMNS = [
  'actors.id',
  'actors.wmc_external_id',
  'actors.first_name',
  'actors.last_name',
  'actors.profile_picture',
] as const;

export function toActor(row: ActorColumns): Actor {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
  };
}

/** A category's columns named by table, for queries that join `categories`. */
export const JOINED_CATEGORY_COLUMNS = [
  'categories.id',
  'categories.wmc_external_id',
  'categories.name',
  'categories.category_picture',
  'categories.name_es',
] as const;

export function toCategory(
  row: Pick<CategoryRow, 'id' | 'wmc_external_id' | 'name' | 'category_picture' | 'name_es'>,
): Category {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    name: row.name,
    categoryPicture: row.category_picture,
    ...(row.name_es !== null && { nameEs: row.name_es }),
  };
}
