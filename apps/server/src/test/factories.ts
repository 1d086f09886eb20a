import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { VideoStatus } from '@starlane/contract';
import type { Database } from '../db/schema.js';

let sequence = 0;
const next = () => ++sequence;
const uniq = () => `${Date.now().toString(36)}${next().toString(36)}`;

export interface Made {
  id: number;
  wmcExternalId: string;
}

export async function makeCategory(
  db: Kysely<Database>,
  overrides: Partial<{ name: string; wmcExternalId: string; picture: string | null }> = {},
): Promise<Made & { name: string }> {
  const n = next();
  const row = await db
    .insertInto('categories')
    .values({
      wmc_external_id: overrides.wmcExternalId ?? `c${uniq()}`,
      name: overrides.name ?? `Category ${n}`,
      category_picture:
        overrides.picture === undefined ? `/media/pictures/category-${n}.svg` : overrides.picture,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'wmc_external_id', 'name'])
    .executeTakeFirstOrThrow();
  return { id: row.id, wmcExternalId: row.wmc_external_id, name: row.name };
}

export async function makeActor(
  db: Kysely<Database>,
  overrides: Partial<{ firstName: string; lastName: string }> = {},
): Promise<Made & { firstName: string; lastName: string }> {
  const firstName = overrides.firstName ?? `First${next()}`;
  const lastName = overrides.lastName ?? `Last${next()}`;
  const row = await db
    .insertInto('actors')
    .values({
      wmc_external_id: `a${uniq()}`,
      first_name: firstName,
      last_name: lastName,
      name_key: `${firstName} ${lastName}`.toLowerCase(),
      profile_picture: `/media/pictures/actor-${next()}.svg`,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'wmc_external_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, wmcExternalId: row.wmc_external_id, firstName, lastName };
}

export async function makeVideo(
  db: Kysely<Database>,
  overrides: Partial<{
    title: string;
    wmcExternalId: string;
    length: number;
    viewCount: number;
    createdAt: string;
    categoryIds: number[];
    actorIds: number[];
    /** Left out: the column's default, published. */
    status: VideoStatus | undefined;
    /** What the media pipeline writes; left out: none of it, as for a seeded or imported video. */
    media: { hlsUrl: string; previewUrl: string; seekThumbnailsUrl: string; posterSrcset: string };
  }> = {},
): Promise<Made & { title: string }> {
  const title = overrides.title ?? `Video ${next()}`;
  const row = await db
    .insertInto('videos')
    .values({
      wmc_external_id: overrides.wmcExternalId ?? `v${randomBytes(5).toString('hex').slice(0, 9)}`,
      title,
      thumbnail: '/media/thumbs/thumb-1.svg',
      length: overrides.length ?? 60,
      description: 'A test clip.',
      video_url: '/media/clips/clip-1.mp4',
      hls_url: overrides.media?.hlsUrl ?? null,
      // Only when asked: the migration tests make videos on schemas older than these columns.
      ...(overrides.media
        ? {
            preview_url: overrides.media.previewUrl,
            seek_thumbnails_url: overrides.media.seekThumbnailsUrl,
            poster_srcset: overrides.media.posterSrcset,
          }
        : {}),
      created_at: overrides.createdAt ?? new Date().toISOString(),
      view_count: overrides.viewCount ?? 0,
      ...(overrides.status ? { status: overrides.status } : {}),
    })
    .returning(['id', 'wmc_external_id'])
    .executeTakeFirstOrThrow();
  for (const categoryId of overrides.categoryIds ?? []) {
    await db.insertInto('video_categories').values({ video_id: row.id, category_id: categoryId }).execute();
  }
  for (const actorId of overrides.actorIds ?? []) {
    await db.insertInto('video_actors').values({ video_id: row.id, actor_id: actorId }).execute();
  }
  return { id: row.id, wmcExternalId: row.wmc_external_id, title };
}

/** A video filed under a category and a star made for it: what the pages and listings of a test show. */
export async function makeFiledVideo(
  db: Kysely<Database>,
  names: { category?: string; star?: { firstName: string; lastName: string } },
  video: Omit<NonNullable<Parameters<typeof makeVideo>[1]>, 'categoryIds' | 'actorIds'> = {},
): Promise<{
  category: Awaited<ReturnType<typeof makeCategory>>;
  actor: Awaited<ReturnType<typeof makeActor>>;
  video: Awaited<ReturnType<typeof makeVideo>>;
}> {
  const category = await makeCategory(db, names.category === undefined ? {} : { name: names.category });
  const actor = await makeActor(db, names.star);
  const made = await makeVideo(db, { ...video, categoryIds: [category.id], actorIds: [actor.id] });
  return { category, actor, video: made };
}

export async function makeMember(
  db: Kysely<Database>,
  overrides: Partial<{ userName: string; email: string; passwordHash: string; confirmed: boolean }> = {},
): Promise<{ id: string; userName: string; email: string }> {
  const n = uniq();
  const userName = overrides.userName ?? `member${n}`;
  const email = overrides.email ?? `member${n}@example.test`;
  const id = randomUUID();
  await db
    .insertInto('members')
    .values({
      id,
      user_name: userName,
      user_name_key: userName.toLowerCase(),
      email,
      email_key: email.toLowerCase(),
      password_hash: overrides.passwordHash ?? 'not-a-real-hash',
      email_confirmed_at: overrides.confirmed === false ? null : new Date().toISOString(),
      role: 'member',
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id, userName, email };
}

export async function makePlaylist(
  db: Kysely<Database>,
  memberId: string,
  videoIds: number[] = [],
  name = `Playlist ${next()}`,
): Promise<{ id: number; entryIds: number[] }> {
  const now = new Date().toISOString();
  const playlist = await db
    .insertInto('playlists')
    .values({ member_id: memberId, name, video_count: videoIds.length, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entryIds: number[] = [];
  for (const videoId of videoIds) {
    const entry = await db
      .insertInto('playlist_movies')
      .values({ playlist_id: playlist.id, video_id: videoId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    entryIds.push(entry.id);
  }
  return { id: playlist.id, entryIds };
}

export async function makeFavourite(
  db: Kysely<Database>,
  memberId: string,
  videoId: number,
): Promise<number> {
  const row = await db
    .insertInto('favourites')
    .values({ member_id: memberId, video_id: videoId, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('videos')
    .set((eb) => ({ favourite_count: eb('favourite_count', '+', 1) }))
    .where('id', '=', videoId)
    .execute();
  return row.id;
}

export async function makeComment(
  db: Kysely<Database>,
  memberId: string | null,
  videoId: number,
  overrides: Partial<{ body: string; parentId: string; createdAt: string }> = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('comments')
    .values({
      id,
      video_id: videoId,
      member_id: memberId,
      parent_comment_id: overrides.parentId ?? '00000000-0000-0000-0000-000000000000',
      body: overrides.body ?? `Comment ${next()}`,
      created_at: overrides.createdAt ?? new Date(Date.now() + next()).toISOString(),
    })
    .execute();
  await db
    .updateTable('videos')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', videoId)
    .execute();
  return id;
}

/** Adds ratings and keeps the video's counters and weighted score (prior 3, weight 10) in step. */
export async function rate(db: Kysely<Database>, videoId: number, ratings: number[]): Promise<void> {
  const now = new Date().toISOString();
  for (const rating of ratings) {
    const member = await makeMember(db);
    await db
      .insertInto('ratings')
      .values({ member_id: member.id, video_id: videoId, rating, created_at: now, updated_at: now })
      .execute();
  }
  const video = await db
    .selectFrom('videos')
    .select(['rating_count', 'rating_sum'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  const count = video.rating_count + ratings.length;
  const sum = video.rating_sum + ratings.reduce((a, b) => a + b, 0);
  await db
    .updateTable('videos')
    .set({ rating_count: count, rating_sum: sum, rating_score: (10 * 3 + sum) / (10 + count) })
    .where('id', '=', videoId)
    .execute();
}

export async function makeAd(
  db: Kysely<Database>,
  placement: string,
  overrides: Partial<{ name: string; activeFrom: string; activeUntil: string }> = {},
): Promise<number> {
  const row = await db
    .insertInto('ads')
    .values({
      url: '/signup',
      name: overrides.name ?? `${placement} ad`,
      source: `/media/ads/${placement}.svg`,
      placement,
      weight: 1,
      active_from: overrides.activeFrom ?? null,
      active_until: overrides.activeUntil ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
