import { LOCALES, type CaptionTrack, type Locale } from '@starlane/contract';
import type { Executor } from '../db/transaction.js';

/** A video's caption tracks (docs/decisions/0074), in the order of the site's locales: English first. */
export async function captionTracks(db: Executor, videoId: number): Promise<CaptionTrack[]> {
  const rows = await db
    .selectFrom('video_captions')
    .select(['lang', 'url'])
    .where('video_id', '=', videoId)
    .execute();
  return LOCALES.flatMap((lang: Locale) => {
    const row = rows.find((r) => r.lang === lang);
    return row ? [{ lang, url: row.url }] : [];
  });
}
