import { sql, type Kysely } from 'kysely';
import { withSerialId } from '../dialect.js';

// Frozen: never edit a migration that has shipped; add a new one instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_name_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_confirmed_at', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_tokens_member_idx')
    .on('email_tokens')
    .columns(['member_id', 'purpose'])
    .execute();

  await withSerialId(db, db.schema.createTable('categories'))
    .addColumn('wmc_external_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_picture', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_name_idx').on('categories').column('name').execute();

  await withSerialId(db, db.schema.createTable('actors'))
    .addColumn('wmc_external_id', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('profile_picture', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('actors_name_key_idx').on('actors').column('name_key').execute();
  await db.schema
    .createIndex('actors_names_idx')
    .on('actors')
    .columns(['first_name', 'last_name', 'id'])
    .execute();

  await withSerialId(db, db.schema.createTable('videos'))
    .addColumn('wmc_external_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('hls_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favourite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      'videos_counters_non_negative',
      sql`view_count >= 0 and rating_count >= 0 and rating_sum >= 0 and comment_count >= 0 and favourite_count >= 0`,
    )
    .execute();
  // Every listing order ends with id so that paging is stable when counters tie.
  for (const column of [
    'view_count',
    'rating_score',
    'rating_count',
    'comment_count',
    'created_at',
    'length',
  ]) {
    await db.schema
      .createIndex(`videos_${column}_idx`)
      .on('videos')
      .columns([`${column} desc`, 'id desc'])
      .execute();
  }

  await db.schema
    .createTable('video_categories')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('video_categories_pk', ['video_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('video_categories_category_idx')
    .on('video_categories')
    .columns(['category_id', 'video_id'])
    .execute();

  await db.schema
    .createTable('video_actors')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('actors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('video_actors_pk', ['video_id', 'actor_id'])
    .execute();
  await db.schema
    .createIndex('video_actors_actor_idx')
    .on('video_actors')
    .columns(['actor_id', 'video_id'])
    .execute();

  await withSerialId(db, db.schema.createTable('playlists'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('video_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playlists_member_idx').on('playlists').columns(['member_id', 'id']).execute();

  await withSerialId(db, db.schema.createTable('playlist_movies'))
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('playlist_movies_playlist_idx')
    .on('playlist_movies')
    .columns(['playlist_id', 'id'])
    .execute();
  await db.schema.createIndex('playlist_movies_video_idx').on('playlist_movies').column('video_id').execute();

  await withSerialId(db, db.schema.createTable('favourites'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favourites_member_video_uq', ['member_id', 'video_id'])
    .execute();
  await db.schema.createIndex('favourites_video_idx').on('favourites').column('video_id').execute();

  await db.schema
    .createTable('ratings')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['member_id', 'video_id'])
    .execute();
  await db.schema.createIndex('ratings_video_idx').on('ratings').column('video_id').execute();
  await db.schema
    .createIndex('ratings_member_rating_idx')
    .on('ratings')
    .columns(['member_id', 'rating desc', 'video_id'])
    .execute();

  await withSerialId(db, db.schema.createTable('video_views'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_views_video_idx').on('video_views').column('video_id').execute();
  await db.schema
    .createIndex('video_views_member_idx')
    .on('video_views')
    .columns(['member_id', 'video_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('parent_comment_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_video_idx')
    .on('comments')
    .columns(['video_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_member_idx')
    .on('comments')
    .columns(['member_id', 'created_at'])
    .execute();

  await withSerialId(db, db.schema.createTable('comment_reports'))
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('feedback', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('comment_reports_comment_idx')
    .on('comment_reports')
    .column('comment_id')
    .execute();

  await withSerialId(db, db.schema.createTable('ads'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('placement', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active_from', 'text')
    .addColumn('active_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_placement_idx').on('ads').column('placement').execute();

  await withSerialId(db, db.schema.createTable('ad_events'))
    .addColumn('ad_id', 'integer', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_events_ad_idx').on('ad_events').columns(['ad_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
