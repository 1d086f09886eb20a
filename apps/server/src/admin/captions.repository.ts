import type { Kysely } from 'kysely';
import type { CaptionTrack, Locale } from '@starlane/contract';
import { captionTracks } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { resolvePublicId } from '../db/public-id.js';

/** The SQL of caption tracks (docs/decisions/0074): one row per video and language. */
export class CaptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The video's public id, or undefined when there is no such video. */
  async videoExternalId(videoId: number, db: Executor = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('videos')
      .select('wmc_external_id')
      .where('id', '=', videoId)
      .executeTakeFirst();
    return row?.wmc_external_id;
  }

  /** The video a public id names (its external id, or its number). */
  videoByPublicId(publicId: string): Promise<number | undefined> {
    return resolvePublicId(this.db, 'videos', publicId);
  }

  tracks(videoId: number): Promise<CaptionTrack[]> {
    return captionTracks(this.db, videoId);
  }

  async urlOf(tx: Executor, videoId: number, lang: Locale): Promise<string | undefined> {
    const row = await tx
      .selectFrom('video_captions')
      .select('url')
      .where('video_id', '=', videoId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    return row?.url;
  }

  /** Sets the video's track in `lang`, replacing one it had. */
  async put(tx: Executor, videoId: number, lang: Locale, url: string, at: string): Promise<void> {
    await tx
      .insertInto('video_captions')
      .values({ video_id: videoId, lang, url, created_at: at })
      .onConflict((oc) => oc.columns(['video_id', 'lang']).doUpdateSet({ url, created_at: at }))
      .execute();
  }

  async remove(tx: Executor, videoId: number, lang: Locale): Promise<boolean> {
    const result = await tx
      .deleteFrom('video_captions')
      .where('video_id', '=', videoId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
