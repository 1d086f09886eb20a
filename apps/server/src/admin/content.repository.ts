import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import {
  PARTNER_EXTERNAL_ID_MIN_LENGTH,
  type AdminCategory,
  type AdminPage,
  type AdminStar,
  type AdminVideo,
  type AdminVideoDetail,
  type VideoStatus,
} from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { Database, VideosTable } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import { dmcaHolds, holdReason, NOT_DMCA_HELD, type DmcaHold } from '../catalogue/index.js';
import { lockRow } from '../db/locks.js';
import { lowerLike } from './search-text.js';

export type SortDir = 'asc' | 'desc';

export interface VideoFilter {
  q?: string | undefined;
  status?: VideoStatus | undefined;
  categoryId?: number | undefined;
  starId?: number | undefined;
  origin?: 'partner' | 'own' | undefined;
  sort?: 'newest' | 'oldest' | 'title' | 'views' | 'rating' | undefined;
  dir?: SortDir | undefined;
}

export interface TaxonFilter {
  q?: string | undefined;
  sort?: 'name' | 'videos' | 'newest' | undefined;
  dir?: SortDir | undefined;
}

/** The editable part of a video, as the audit log records it before and after a change. */
export interface VideoFields {
  title: string;
  description: string;
  thumbnail: string;
  status: VideoStatus;
  categoryIds: number[];
  starIds: number[];
}

/** Short random public ids for stars and categories made here (partner items keep the partner's). */
export function newExternalId(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
}

/** A video's row as the staff listing shows it. */
function toAdminVideo(row: Pick<Selectable<VideosTable>, AdminVideoColumn>): AdminVideo {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    title: row.title,
    thumbnail: row.thumbnail,
    status: row.status,
    partner: row.wmc_external_id.length >= PARTNER_EXTERNAL_ID_MIN_LENGTH,
    createdAt: row.created_at,
    viewCount: row.view_count,
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
  };
}
type AdminVideoColumn =
  | 'id'
  | 'wmc_external_id'
  | 'title'
  | 'thumbnail'
  | 'status'
  | 'created_at'
  | 'view_count'
  | 'rating_count'
  | 'comment_count';

/** Videos, stars and categories as staff see and change them: every status, every field. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // --- videos ---

  async listVideos(filter: VideoFilter, page: Page): Promise<AdminPage<AdminVideo>> {
    let query = this.db.selectFrom('videos');
    if (filter.q) {
      const q = filter.q;
      query = query.where((eb) => eb.or([lowerLike(sql.ref('title'), q), eb('wmc_external_id', '=', q)]));
    }
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.categoryId) query = query.where(linkedTo(CATEGORY_LINKS, filter.categoryId));
    if (filter.starId) query = query.where(linkedTo(STAR_LINKS, filter.starId));
    if (filter.origin) {
      const partner = sql<number>`length(wmc_external_id)`;
      query =
        filter.origin === 'partner'
          ? query.where(partner, '>=', PARTNER_EXTERNAL_ID_MIN_LENGTH)
          : query.where(partner, '<', PARTNER_EXTERNAL_ID_MIN_LENGTH);
    }
    const sort = filter.sort ?? 'newest';
    const column = (
      {
        newest: 'created_at',
        oldest: 'created_at',
        title: 'title',
        views: 'view_count',
        rating: 'rating_score',
      } as const
    )[sort];
    const dir: SortDir = filter.dir ?? (sort === 'oldest' || sort === 'title' ? 'asc' : 'desc');
    const ordered = query
      .select([
        'id',
        'wmc_external_id',
        'title',
        'thumbnail',
        'status',
        'created_at',
        'view_count',
        'rating_count',
        'comment_count',
      ])
      .orderBy(column, dir)
      .orderBy('id', dir);
    return pageAndTotal(ordered, query, page, toAdminVideo);
  }

  async videoDetail(id: number, db: Executor = this.db): Promise<AdminVideoDetail | undefined> {
    const row = await db
      .selectFrom('videos')
      .selectAll()
      .select((eb) => [
        eb
          .selectFrom('playlist_movies')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('playlist_movies.video_id', '=', 'videos.id')
          .as('playlist_count'),
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [categories, stars] = await Promise.all([
      db
        .selectFrom('video_categories')
        .innerJoin('categories', 'categories.id', 'video_categories.category_id')
        .select(['categories.id', 'categories.name'])
        .where('video_categories.video_id', '=', id)
        .orderBy('categories.name')
        .execute(),
      db
        .selectFrom('video_actors')
        .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
        .select(['actors.id', 'actors.first_name', 'actors.last_name'])
        .where('video_actors.video_id', '=', id)
        .orderBy('actors.first_name')
        .execute(),
    ]);
    const hold = (await dmcaHolds(db, [id])).get(id);
    return {
      ...toAdminVideo(row),
      description: row.description,
      dmcaHold: hold ? { ...hold, reason: holdReason(hold) } : null,
      favouriteCount: row.favourite_count,
      playlistCount: Number(row.playlist_count ?? 0),
      categories,
      stars: stars.map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}`.trim() })),
    };
  }

  /** What the audit log keeps of a video; undefined when there is none. */
  async videoFields(tx: Tx, id: number): Promise<VideoFields | undefined> {
    const detail = await this.videoDetail(id, tx);
    return detail
      ? {
          title: detail.title,
          description: detail.description,
          thumbnail: detail.thumbnail,
          status: detail.status,
          categoryIds: detail.categories.map((c) => c.id).sort((a, b) => a - b),
          starIds: detail.stars.map((s) => s.id).sort((a, b) => a - b),
        }
      : undefined;
  }

  /** Which of `ids` exist in `table`. */
  async existing(tx: Tx, table: 'categories' | 'actors', ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  async updateVideo(
    tx: Tx,
    id: number,
    fields: { title: string; description: string; categoryIds: number[]; starIds: number[] },
  ): Promise<void> {
    await tx
      .updateTable('videos')
      .set({ title: fields.title, description: fields.description })
      .where('id', '=', id)
      .execute();
    await tx.deleteFrom('video_categories').where('video_id', '=', id).execute();
    if (fields.categoryIds.length > 0) {
      await tx
        .insertInto('video_categories')
        .values(fields.categoryIds.map((categoryId) => ({ video_id: id, category_id: categoryId })))
        .execute();
    }
    await tx.deleteFrom('video_actors').where('video_id', '=', id).execute();
    if (fields.starIds.length > 0) {
      await tx
        .insertInto('video_actors')
        .values(fields.starIds.map((actorId) => ({ video_id: id, actor_id: actorId })))
        .execute();
    }
  }

  async setVideoThumbnail(tx: Tx, id: number, thumbnail: string): Promise<void> {
    await tx.updateTable('videos').set({ thumbnail }).where('id', '=', id).execute();
  }

  /**
   * The DMCA hold on a video, read with the video's row locked (PostgreSQL) so that a takedown cannot slip
   * between this check and the status change that follows it.
   */
  async lockedDmcaHold(tx: Tx, id: number): Promise<DmcaHold | undefined> {
    await lockRow(tx, 'videos', id);
    return (await dmcaHolds(tx, [id])).get(id);
  }

  /** Publishing is guarded in the statement itself: a video a DMCA notice holds stays as it is. */
  async setVideoStatus(tx: Tx, id: number, status: VideoStatus): Promise<void> {
    let update = tx.updateTable('videos').set({ status }).where('id', '=', id);
    if (status === 'published') update = update.where(NOT_DMCA_HELD);
    await update.execute();
  }

  /**
   * Deletes a video. Its playlist entries, favourites, ratings, comments (with their reports) and views go
   * with it (foreign keys cascade); the playlists that held it are counted down first. Answers who and what
   * else changed, for the cache bumps.
   */
  async deleteVideo(tx: Tx, id: number): Promise<{ playlistIds: number[]; memberIds: string[] }> {
    const entries = await tx
      .selectFrom('playlist_movies')
      .innerJoin('playlists', 'playlists.id', 'playlist_movies.playlist_id')
      .select(['playlists.id', 'playlists.member_id'])
      .where('playlist_movies.video_id', '=', id)
      .execute();
    for (const entry of entries) {
      await tx
        .updateTable('playlists')
        .set((eb) => ({ video_count: eb('video_count', '-', 1) }))
        .where('id', '=', entry.id)
        .execute();
    }
    const people = await tx
      .selectFrom('favourites')
      .select('member_id')
      .where('video_id', '=', id)
      .union(
        tx
          .selectFrom('comments')
          .select(sql<string>`coalesce(member_id, '')`.as('member_id'))
          .where('video_id', '=', id),
      )
      .execute();
    await tx.deleteFrom('videos').where('id', '=', id).execute();
    return {
      playlistIds: [...new Set(entries.map((e) => e.id))],
      memberIds: [
        ...new Set([...entries.map((e) => e.member_id), ...people.map((p) => p.member_id)].filter(Boolean)),
      ],
    };
  }

  // --- stars ---

  async listStars(filter: TaxonFilter, page: Page): Promise<AdminPage<AdminStar>> {
    let query = this.db.selectFrom('actors');
    if (filter.q) query = query.where(lowerLike(sql`first_name || ' ' || last_name`, filter.q));
    const { sort, dir } = taxonOrder(filter);
    const selected = query
      .select(['id', 'wmc_external_id', 'first_name', 'last_name', 'profile_picture as picture'])
      .select(videoCount(STAR_LINKS));
    const ordered =
      sort === 'name'
        ? selected.orderBy('first_name', dir).orderBy('last_name', dir)
        : selected.orderBy(taxonSortColumn[sort], dir);
    return pageAndTotal(ordered.orderBy('id', dir), query, page, (row) => ({
      ...idsOf(row),
      firstName: row.first_name,
      lastName: row.last_name,
      ...pictureAndCount(row),
    }));
  }

  async star(
    id: number,
    db: Executor = this.db,
  ): Promise<
    { firstName: string; lastName: string; picture: string | null; videoCount: number } | undefined
  > {
    const row = await db
      .selectFrom('actors')
      .select(['first_name', 'last_name', 'profile_picture as picture'])
      .select(videoCount(STAR_LINKS))
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { firstName: row.first_name, lastName: row.last_name, ...pictureAndCount(row) };
  }

  async createStar(tx: Tx, firstName: string, lastName: string, at: string): Promise<number> {
    const row = await tx
      .insertInto('actors')
      .values({
        wmc_external_id: newExternalId(),
        first_name: firstName,
        last_name: lastName,
        name_key: `${firstName} ${lastName}`.trim().toLowerCase(),
        profile_picture: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async renameStar(tx: Tx, id: number, firstName: string, lastName: string): Promise<void> {
    await tx
      .updateTable('actors')
      .set({
        first_name: firstName,
        last_name: lastName,
        name_key: `${firstName} ${lastName}`.trim().toLowerCase(),
      })
      .where('id', '=', id)
      .execute();
  }

  async setStarPicture(tx: Tx, id: number, picture: string): Promise<void> {
    await tx.updateTable('actors').set({ profile_picture: picture }).where('id', '=', id).execute();
  }

  /** Moves the star's videos to `intoId` (a video that has both keeps one link) and deletes the star. */
  mergeStar(tx: Tx, id: number, intoId: number): Promise<number[]> {
    return mergeTaxon(tx, STAR_LINKS, id, intoId);
  }

  async deleteStar(tx: Tx, id: number): Promise<void> {
    await tx.deleteFrom('actors').where('id', '=', id).execute();
  }

  // --- categories ---

  async listCategories(filter: TaxonFilter, page: Page): Promise<AdminPage<AdminCategory>> {
    let query = this.db.selectFrom('categories');
    if (filter.q) query = query.where(lowerLike(sql.ref('name'), filter.q));
    const { sort, dir } = taxonOrder(filter);
    const selected = query
      .select(['id', 'wmc_external_id', 'name', 'category_picture as picture'])
      .select(videoCount(CATEGORY_LINKS));
    const ordered = selected.orderBy(sort === 'name' ? 'name' : taxonSortColumn[sort], dir);
    return pageAndTotal(ordered.orderBy('id', dir), query, page, (row) => ({
      ...idsOf(row),
      name: row.name,
      ...pictureAndCount(row),
    }));
  }

  async category(
    id: number,
    db: Executor = this.db,
  ): Promise<{ name: string; picture: string | null; videoCount: number } | undefined> {
    const row = await db
      .selectFrom('categories')
      .select(['name', 'category_picture as picture'])
      .select(videoCount(CATEGORY_LINKS))
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { name: row.name, ...pictureAndCount(row) };
  }

  async createCategory(tx: Tx, name: string, at: string): Promise<number> {
    const row = await tx
      .insertInto('categories')
      .values({ wmc_external_id: newExternalId(), name, category_picture: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async renameCategory(tx: Tx, id: number, name: string): Promise<void> {
    await tx.updateTable('categories').set({ name }).where('id', '=', id).execute();
  }

  async setCategoryPicture(tx: Tx, id: number, picture: string): Promise<void> {
    await tx.updateTable('categories').set({ category_picture: picture }).where('id', '=', id).execute();
  }

  mergeCategory(tx: Tx, id: number, intoId: number): Promise<number[]> {
    return mergeTaxon(tx, CATEGORY_LINKS, id, intoId);
  }

  async deleteCategory(tx: Tx, id: number): Promise<void> {
    await tx.deleteFrom('categories').where('id', '=', id).execute();
  }

  // --- merge previews and undo (docs/decisions/0055) ---

  snapshot(tx: Executor, kind: 'actors' | 'categories', id: number, intoId?: number) {
    return taxonSnapshot(tx, kind, id, intoId);
  }

  restore(tx: Tx, snapshot: TaxonSnapshot, intoId?: number): Promise<void> {
    return restoreTaxon(tx, snapshot, intoId);
  }

  taken(tx: Executor, kind: 'actors' | 'categories', id: number, externalId: string): Promise<boolean> {
    return taxonTaken(tx, kind, id, externalId);
  }
}

/** Where a star's or a category's videos are linked, and the table it lives in. */
interface TaxonLinks {
  links: 'video_actors' | 'video_categories';
  column: 'actor_id' | 'category_id';
  owner: 'actors' | 'categories';
}
const STAR_LINKS: TaxonLinks = { links: 'video_actors', column: 'actor_id', owner: 'actors' };
const CATEGORY_LINKS: TaxonLinks = { links: 'video_categories', column: 'category_id', owner: 'categories' };

/** How many videos a star or category has, as a `video_count` column of its row. */
function videoCount({ links, column, owner }: TaxonLinks) {
  return sql<string>`(select count(*) from ${sql.table(links)} where ${sql.ref(`${links}.${column}`)} = ${sql.ref(`${owner}.id`)})`.as(
    'video_count',
  );
}

/** Keeps the videos linked to this star or category. */
function linkedTo({ links, column }: TaxonLinks, id: number) {
  return (eb: ExpressionBuilder<Database, 'videos'>) =>
    eb.exists(
      eb
        .selectFrom(links)
        .select('video_id')
        .where(sql.ref(`${links}.video_id`), '=', sql.ref('videos.id'))
        .where(sql.ref(`${links}.${column}`), '=', id),
    );
}

/** A star or category listing's order: by name unless asked otherwise, names A-Z and the rest largest first. */
function taxonOrder(filter: TaxonFilter): { sort: NonNullable<TaxonFilter['sort']>; dir: SortDir } {
  const sort = filter.sort ?? 'name';
  return { sort, dir: filter.dir ?? (sort === 'name' ? 'asc' : 'desc') };
}
const taxonSortColumn = { videos: 'video_count', newest: 'created_at' } as const;

/** A star's or category's ids as the contract names them. */
function idsOf(row: { id: number; wmc_external_id: string }): { id: number; wmcExternalId: string } {
  return { id: row.id, wmcExternalId: row.wmc_external_id };
}

/** A star's or category's picture and video count (selected as `picture` and `video_count`). */
function pictureAndCount(row: { picture: string | null; video_count: string | number | null }): {
  picture: string | null;
  videoCount: number;
} {
  return { picture: row.picture, videoCount: Number(row.video_count ?? 0) };
}

/**
 * A star or category merge: its videos are linked to `intoId` (a video that has both keeps one link),
 * then it is deleted (its own links go with it). Returns the videos that were moved.
 */
async function mergeTaxon(tx: Tx, { links, column, owner }: TaxonLinks, id: number, intoId: number) {
  const table = sql.table(links);
  const ref = sql.ref(column);
  const moved = await sql<{ video_id: number }>`select video_id from ${table} where ${ref} = ${id}`.execute(
    tx,
  );
  // The literal keeps PostgreSQL from reading an untyped parameter as text in INSERT ... SELECT.
  await sql`insert into ${table} (video_id, ${ref})
    select v.video_id, ${sql.lit(intoId)} from ${table} as v
    where v.${ref} = ${id}
      and not exists (select 1 from ${table} as w where w.video_id = v.video_id and w.${ref} = ${intoId})`.execute(
    tx,
  );
  // Followers and wizard picks move too: deleting the row would take them with it (foreign keys cascade).
  await moveMemberLinks(tx, owner, id, intoId);
  await tx.deleteFrom(owner).where('id', '=', id).execute();
  return moved.rows.map((m) => Number(m.video_id));
}

/** What a star's or category's followers and wizard picks are kept in (categories have no followers). */
const MEMBER_LINKS = {
  actors: { follows: 'star_follows', picks: 'member_liked_actors', column: 'actor_id' },
  categories: { follows: null, picks: 'member_liked_categories', column: 'category_id' },
} as const;

/** A member's link to a star or category, as stored: who, and since when. */
export interface MemberLink {
  memberId: string;
  createdAt: string;
}

/**
 * Everything a merge or a delete of a star or category takes away, kept whole in the audit log so that an
 * undo can put it back (docs/decisions/0055): the row itself, its videos, followers and wizard picks, and
 * which of those the target had already (an undo must not take those from it).
 */
export interface TaxonSnapshot {
  kind: 'actors' | 'categories';
  row: Record<string, unknown>;
  videoIds: number[];
  sharedVideoIds: number[];
  followers: MemberLink[];
  sharedFollowerIds: string[];
  picks: MemberLink[];
  sharedPickIds: string[];
}

type MemberLinkTable = 'star_follows' | 'member_liked_actors' | 'member_liked_categories';

async function memberLinks(tx: Executor, table: MemberLinkTable, column: string, id: number) {
  const rows = await sql<{ member_id: string; created_at: string }>`select member_id, created_at
    from ${sql.table(table)} where ${sql.ref(column)} = ${id} order by member_id`.execute(tx);
  return rows.rows.map((r) => ({ memberId: r.member_id, createdAt: r.created_at }));
}

/** Of these members, those linked to `id` already. */
async function alsoLinked(
  tx: Executor,
  table: MemberLinkTable,
  column: string,
  id: number,
  links: MemberLink[],
) {
  if (links.length === 0) return [];
  const rows = await sql<{ member_id: string }>`select member_id from ${sql.table(table)}
    where ${sql.ref(column)} = ${id} and member_id in (${sql.join(links.map((l) => l.memberId))})`.execute(
    tx,
  );
  return rows.rows.map((r) => r.member_id);
}

/** The snapshot of star or category `id`; with `intoId`, what the target shares with it. */
export async function taxonSnapshot(
  tx: Executor,
  kind: 'actors' | 'categories',
  id: number,
  intoId?: number,
): Promise<TaxonSnapshot | undefined> {
  const links = kind === 'actors' ? STAR_LINKS : CATEGORY_LINKS;
  const member = MEMBER_LINKS[kind];
  const row = await tx.selectFrom(kind).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const videoRows = await sql<{ video_id: number }>`select video_id from ${sql.table(links.links)}
    where ${sql.ref(links.column)} = ${id} order by video_id`.execute(tx);
  const videoIds = videoRows.rows.map((r) => Number(r.video_id));
  const followers = member.follows ? await memberLinks(tx, member.follows, member.column, id) : [];
  const picks = await memberLinks(tx, member.picks, member.column, id);
  let sharedVideoIds: number[] = [];
  let sharedFollowerIds: string[] = [];
  let sharedPickIds: string[] = [];
  if (intoId !== undefined) {
    if (videoIds.length > 0) {
      const shared = await sql<{ video_id: number }>`select video_id from ${sql.table(links.links)}
        where ${sql.ref(links.column)} = ${intoId} and video_id in (${sql.join(videoIds)})`.execute(tx);
      sharedVideoIds = shared.rows.map((r) => Number(r.video_id)).sort((a, b) => a - b);
    }
    if (member.follows)
      sharedFollowerIds = await alsoLinked(tx, member.follows, member.column, intoId, followers);
    sharedPickIds = await alsoLinked(tx, member.picks, member.column, intoId, picks);
  }
  return {
    kind,
    row,
    videoIds,
    sharedVideoIds,
    followers,
    sharedFollowerIds,
    picks,
    sharedPickIds,
  };
}

/** Moves the followers and picks of `id` to `intoId` (a member who has both keeps one). */
export async function moveMemberLinks(tx: Tx, kind: 'actors' | 'categories', id: number, intoId: number) {
  const member = MEMBER_LINKS[kind];
  for (const table of [member.follows, member.picks]) {
    if (!table) continue;
    const t = sql.table(table);
    const ref = sql.ref(member.column);
    await sql`insert into ${t} (member_id, ${ref}, created_at)
      select v.member_id, ${sql.lit(intoId)}, v.created_at from ${t} as v
      where v.${ref} = ${id}
        and not exists (select 1 from ${t} as w where w.member_id = v.member_id and w.${ref} = ${intoId})`.execute(
      tx,
    );
  }
}

/**
 * Puts a merged or deleted star or category back from its snapshot: the row with its old id and external id
 * (so its page comes back), its videos, followers and picks (those whose video or member still exists);
 * after a merge, the links the merge gave the target are taken from it again, those it had before kept.
 */
export async function restoreTaxon(tx: Tx, snapshot: TaxonSnapshot, intoId?: number): Promise<void> {
  const links = snapshot.kind === 'actors' ? STAR_LINKS : CATEGORY_LINKS;
  const member = MEMBER_LINKS[snapshot.kind];
  await sql`insert into ${sql.table(snapshot.kind)} (${sql.join(
    Object.keys(snapshot.row).map((k) => sql.ref(k)),
  )}) values (${sql.join(Object.values(snapshot.row))})`.execute(tx);
  const id = Number(snapshot.row.id);
  const table = sql.table(links.links);
  const ref = sql.ref(links.column);
  for (const videoId of snapshot.videoIds) {
    await sql`insert into ${table} (video_id, ${ref})
      select id, ${sql.lit(id)} from videos where id = ${videoId}`.execute(tx);
  }
  const movedVideos = snapshot.videoIds.filter((v) => !snapshot.sharedVideoIds.includes(v));
  if (intoId !== undefined && movedVideos.length > 0) {
    await sql`delete from ${table} where ${ref} = ${intoId} and video_id in (${sql.join(movedVideos)})`.execute(
      tx,
    );
  }
  const restore = async (name: MemberLinkTable | null, all: MemberLink[], shared: string[]) => {
    if (!name) return;
    const t = sql.table(name);
    const col = sql.ref(member.column);
    for (const link of all) {
      await sql`insert into ${t} (member_id, ${col}, created_at)
        select id, ${sql.lit(id)}, ${link.createdAt} from members where id = ${link.memberId}`.execute(tx);
    }
    const moved = all.map((l) => l.memberId).filter((m) => !shared.includes(m));
    if (intoId !== undefined && moved.length > 0) {
      await sql`delete from ${t} where ${col} = ${intoId} and member_id in (${sql.join(moved)})`.execute(tx);
    }
  };
  await restore(member.follows, snapshot.followers, snapshot.sharedFollowerIds);
  await restore(member.picks, snapshot.picks, snapshot.sharedPickIds);
}

/** Whether a star or category with this id or external id exists (an undo cannot put one back over it). */
export async function taxonTaken(
  tx: Executor,
  kind: 'actors' | 'categories',
  id: number,
  externalId: string,
) {
  const row = await tx
    .selectFrom(kind)
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('wmc_external_id', '=', externalId)]))
    .executeTakeFirst();
  return row !== undefined;
}
