import type { Kysely } from 'kysely';
import type { Category } from '@starlane/contract';
import type { CategoryRow, Database } from '../db/schema.js';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    wmcExternalId: row.wmc_external_id,
    name: row.name,
    categoryPicture: row.category_picture,
  };
}

export class CategoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listAll(): Promise<Category[]> {
    const rows = await this.db.selectFrom('categories').selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toCategory);
  }

  /** Looks a category up by its external id or, for an all-digit id, by its numeric id as well. */
  async findByPublicId(publicId: string): Promise<Category | undefined> {
    const numeric = /^\d{1,9}$/.test(publicId) ? Number(publicId) : undefined;
    const row = await this.db
      .selectFrom('categories')
      .selectAll()
      .where((eb) =>
        numeric === undefined
          ? eb('wmc_external_id', '=', publicId)
          : eb.or([eb('wmc_external_id', '=', publicId), eb('id', '=', numeric)]),
      )
      // An external id that happens to equal another row's numeric id wins.
      .orderBy((eb) => eb.case().when('wmc_external_id', '=', publicId).then(0).else(1).end())
      .executeTakeFirst();
    return row ? toCategory(row) : undefined;
  }
}
