import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A partner's embed player (docs/decisions/0047): a feed row may name an `embedUrl` instead of a video file.
 * It was kept in `video_url`, where the player took it for an MP4; it has a column of its own now, shown in
 * a sandboxed iframe. Rows imported before are left as they were: the next import of their feed moves them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('embed_url', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
