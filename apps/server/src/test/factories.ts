import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
  }> = {},
): Promise<Made & { title: string }> {
  const title = overrides.title ?? `Video ${next()}`;
  const row = await db
    .insertInto('videos')
    .values({
      wmc_external_id: overrides.wmcExternalId ?? `v${uniq()}`.slice(0, 10),
      title,
      thumbnail: '/media/thumbs/thumb-1.svg',
      length: overrides.length ?? 60,
      description: 'A test clip.',
      video_url: '/media/clips/clip-1.mp4',
      hls_url: null,
      created_at: overrides.createdAt ?? new Date().toISOString(),
      view_count: overrides.viewCount ?? 0,
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
      deleted_at: null,
    })
    .execute();
  return { id, userName, email };
}
