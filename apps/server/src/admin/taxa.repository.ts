import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AdminCategory, AdminPage, AdminStar } from '@starlane/contract';
import { pageAndTotal, type Page } from '../db/paging.js';
import type { Database } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import { lowerLike, type SortDir } from './search-text.js';
import {
  CATEGORY_LINKS,
  linksOf,
  mergeTaxon,
  restoreTaxon,
  STAR_LINKS,
  taxonSnapshot,
  taxonTaken,
  videoCount,
  type TaxonKind,
  type TaxonSnapshot,
} from './taxon-links.js';

export interface TaxonFilter {
  q?: string | undefined;
  sort?: 'name' | 'videos' | 'newest' | undefined;
  dir?: SortDir | undefined;
}

/** Short random public ids for stars and categories made here (partner items keep the partner's). */
export function newExternalId(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
}

/** Stars and categories as staff see and change them. */
export class TaxaRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  // --- categories ---

  async listCategories(filter: TaxonFilter, page: Page): Promise<AdminPage<AdminCategory>> {
    let query = this.db.selectFrom('categories');
    if (filter.q) query = query.where(lowerLike(sql.ref('name'), filter.q));
    const { sort, dir } = taxonOrder(filter);
    const selected = query
      .select(['id', 'wmc_external_id', 'name', 'name_es', 'category_picture as picture'])
      .select(videoCount(CATEGORY_LINKS));
    const ordered = selected.orderBy(sort === 'name' ? 'name' : taxonSortColumn[sort], dir);
    return pageAndTotal(ordered.orderBy('id', dir), query, page, (row) => ({
      ...idsOf(row),
      name: row.name,
      nameEs: row.name_es,
      ...pictureAndCount(row),
    }));
  }

  async category(
    id: number,
    db: Executor = this.db,
  ): Promise<
    { name: string; nameEs: string | null; picture: string | null; videoCount: number } | undefined
  > {
    const row = await db
      .selectFrom('categories')
      .select(['name', 'name_es', 'category_picture as picture'])
      .select(videoCount(CATEGORY_LINKS))
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { name: row.name, nameEs: row.name_es, ...pictureAndCount(row) };
  }

  async createCategory(tx: Tx, name: string, nameEs: string | undefined, at: string): Promise<number> {
    const row = await tx
      .insertInto('categories')
      .values({
        wmc_external_id: newExternalId(),
        name,
        name_es: nameEs || null,
        category_picture: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** `nameEs` absent leaves the Spanish name as it is; empty removes it (docs/decisions/0074). */
  async renameCategory(tx: Tx, id: number, name: string, nameEs: string | undefined): Promise<void> {
    await tx
      .updateTable('categories')
      .set({ name, ...(nameEs !== undefined && { name_es: nameEs || null }) })
      .where('id', '=', id)
      .execute();
  }

  // --- either kind ---

  async setPicture(tx: Tx, kind: TaxonKind, id: number, picture: string): Promise<void> {
    if (kind === 'actors') {
      await tx.updateTable('actors').set({ profile_picture: picture }).where('id', '=', id).execute();
    } else {
      await tx.updateTable('categories').set({ category_picture: picture }).where('id', '=', id).execute();
    }
  }

  /** Moves the videos to `intoId` (a video that has both keeps one link) and deletes the star or category. */
  merge(tx: Tx, kind: TaxonKind, id: number, intoId: number): Promise<number[]> {
    return mergeTaxon(tx, linksOf(kind), id, intoId);
  }

  async remove(tx: Tx, kind: TaxonKind, id: number): Promise<void> {
    await tx.deleteFrom(kind).where('id', '=', id).execute();
  }

  // --- merge previews and undo (docs/decisions/0055) ---

  snapshot(tx: Executor, kind: TaxonKind, id: number, intoId?: number) {
    return taxonSnapshot(tx, kind, id, intoId);
  }

  restore(tx: Tx, snapshot: TaxonSnapshot, intoId?: number): Promise<void> {
    return restoreTaxon(tx, snapshot, intoId);
  }

  taken(tx: Executor, kind: TaxonKind, id: number, externalId: string): Promise<boolean> {
    return taxonTaken(tx, kind, id, externalId);
  }
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
