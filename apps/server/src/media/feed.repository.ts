import { sql, type Kysely } from 'kysely';
import type { Executor } from '../db/transaction.js';
import type { Database } from '../db/schema.js';
import { relinkVideo } from '../catalogue/index.js';
import { insertVideoRow } from './media.repository.js';

/** What a feed row says of a video: what the import writes, and compares with what the catalogue has. */
interface FeedVideoFields {
  title: string;
  description: string;
  titleEs: string | null;
  descriptionEs: string | null;
  length: number;
  videoUrl: string;
  /** The same URL as `videoUrl` when it is an HLS playlist: the player then offers its quality menu. */
  hlsUrl: string | null;
  embedUrl: string | null;
  thumbnail: string;
  createdAt: string;
}

/** A catalogue video as the feed import compares it. */
export interface FeedVideo extends FeedVideoFields {
  id: number;
  categories: string[];
  stars: string[];
}

export interface FeedVideoValues extends FeedVideoFields {
  wmcExternalId: string;
}

/** The columns of the video's row a feed row sets, besides its title, description and date. */
function feedColumns(video: FeedVideoFields) {
  return {
    title_es: video.titleEs,
    description_es: video.descriptionEs,
    length: video.length,
    video_url: video.videoUrl,
    hls_url: video.hlsUrl,
    embed_url: video.embedUrl,
    thumbnail: video.thumbnail,
  };
}

/** The SQL of the partner feed import. */
export class FeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByExternalId(externalId: string): Promise<FeedVideo | undefined> {
    const row = await this.db
      .selectFrom('videos')
      .select([
        'id',
        'title',
        'description',
        'title_es',
        'description_es',
        'length',
        'video_url',
        'hls_url',
        'embed_url',
        'thumbnail',
        'created_at',
      ])
      .where('wmc_external_id', '=', externalId)
      .executeTakeFirst();
    if (!row) return undefined;
    const categories = await this.db
      .selectFrom('video_categories')
      .innerJoin('categories', 'categories.id', 'video_categories.category_id')
      .select('categories.name')
      .where('video_categories.video_id', '=', row.id)
      .execute();
    const stars = await this.db
      .selectFrom('video_actors')
      .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
      .select(['actors.first_name', 'actors.last_name'])
      .where('video_actors.video_id', '=', row.id)
      .execute();
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      titleEs: row.title_es,
      descriptionEs: row.description_es,
      length: row.length,
      videoUrl: row.video_url,
      hlsUrl: row.hls_url,
      embedUrl: row.embed_url,
      thumbnail: row.thumbnail,
      createdAt: row.created_at,
      categories: categories.map((c) => c.name),
      stars: stars.map((s) => `${s.first_name} ${s.last_name}`.trim()),
    };
  }

  async categoryExists(name: string, tx: Executor = this.db): Promise<boolean> {
    const row = await tx
      .selectFrom('categories')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async starExists(nameKey: string, tx: Executor = this.db): Promise<boolean> {
    const row = await tx.selectFrom('actors').select('id').where('name_key', '=', nameKey).executeTakeFirst();
    return row !== undefined;
  }

  /** Whether a fetch of the thumbnail at `url` for the video is queued or under way already. */
  async thumbnailJobOpen(tx: Executor, videoId: number, url: string): Promise<boolean> {
    const row = await tx
      .selectFrom('media_jobs')
      .select('id')
      .where('video_id', '=', videoId)
      .where('kind', '=', 'thumbnail')
      .where('source_path', '=', url)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertVideo(tx: Executor, video: FeedVideoValues): Promise<number> {
    return insertVideoRow(tx, video, feedColumns(video));
  }

  async updateVideo(tx: Executor, id: number, video: FeedVideoValues): Promise<void> {
    await tx
      .updateTable('videos')
      .set({
        title: video.title,
        description: video.description,
        ...feedColumns(video),
        created_at: video.createdAt,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Replaces the video's categories, or its stars, with these; `undefined` leaves that list as it is. */
  async relink(
    tx: Executor,
    videoId: number,
    categoryIds: number[] | undefined,
    actorIds: number[] | undefined,
  ): Promise<void> {
    await relinkVideo(tx, videoId, categoryIds, actorIds);
  }
}
