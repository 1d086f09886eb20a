import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';

export type TaxonKind = 'actors' | 'categories';

/** Where a star's or a category's videos are linked, and the table it lives in. */
export interface TaxonLinks {
  links: 'video_actors' | 'video_categories';
  column: 'actor_id' | 'category_id';
  owner: TaxonKind;
}
export const STAR_LINKS: TaxonLinks = { links: 'video_actors', column: 'actor_id', owner: 'actors' };
export const CATEGORY_LINKS: TaxonLinks = {
  links: 'video_categories',
  column: 'category_id',
  owner: 'categories',
};

/** The links of a star (`actors`) or a category. */
export function linksOf(kind: TaxonKind): TaxonLinks {
  return kind === 'actors' ? STAR_LINKS : CATEGORY_LINKS;
}

/** How many videos a star or category has, as a `video_count` column of its row. */
export function videoCount({ links, column, owner }: TaxonLinks) {
  return sql<string>`(select count(*) from ${sql.table(links)} where ${sql.ref(`${links}.${column}`)} = ${sql.ref(`${owner}.id`)})`.as(
    'video_count',
  );
}

/** Keeps the videos linked to this star or category. */
export function linkedTo({ links, column }: TaxonLinks, id: number) {
  return (eb: ExpressionBuilder<Database, 'videos'>) =>
    eb.exists(
      eb
        .selectFrom(links)
        .select('video_id')
        .where(sql.ref(`${links}.video_id`), '=', sql.ref('videos.id'))
        .where(sql.ref(`${links}.${column}`), '=', id),
    );
}

/**
 * A star or category merge: its videos are linked to `intoId` (a video that has both keeps one link),
 * then it is deleted (its own links go with it). Returns the videos that were moved.
 */
export async function mergeTaxon(tx: Tx, { links, column, owner }: TaxonLinks, id: number, intoId: number) {
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
  kind: TaxonKind;
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
  kind: TaxonKind,
  id: number,
  intoId?: number,
): Promise<TaxonSnapshot | undefined> {
  const links = linksOf(kind);
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
export async function moveMemberLinks(tx: Tx, kind: TaxonKind, id: number, intoId: number) {
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
  const links = linksOf(snapshot.kind);
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
export async function taxonTaken(tx: Executor, kind: TaxonKind, id: number, externalId: string) {
  const row = await tx
    .selectFrom(kind)
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('wmc_external_id', '=', externalId)]))
    .executeTakeFirst();
  return row !== undefined;
}
