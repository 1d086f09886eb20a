import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Followed stars and watch history (docs/decisions/0032).
 *
 * `star_follows`: one row per member and star they follow; the star page counts its rows (the index on
 * actor_id keeps that one range) and the following feed reads a member's rows (the primary key).
 *
 * `watch_history`: one row per member and video, moved to the top (watched_at) and given the last playback
 * position each time the player reports one. Paging newest first reads the (member_id, watched_at) index.
 *
 * `members.history_paused`: 1 while the member has paused recording; a paused history records nothing.
 *
 * Every foreign key cascades: deleting a member, a star or a video takes its follows and history with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('star_follows')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('star_follows_pk', ['member_id', 'actor_id'])
    .execute();
  await db.schema.createIndex('star_follows_actor_idx').on('star_follows').column('actor_id').execute();

  await db.schema
    .createTable('watch_history')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_history_pk', ['member_id', 'video_id'])
    .execute();
  await db.schema
    .createIndex('watch_history_member_watched_idx')
    .on('watch_history')
    .columns(['member_id', 'watched_at'])
    .execute();
  // Deleting a video removes its history rows by the foreign key; this index keeps that cheap.
  await db.schema.createIndex('watch_history_video_idx').on('watch_history').column('video_id').execute();

  await db.schema
    .alterTable('members')
    .addColumn('history_paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
