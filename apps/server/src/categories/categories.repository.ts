import type { Kysely } from 'kysely';
import type { Category } from '@starlane/contract';
import type { CategoryRow, Database } from '../db/schema.js';
import { resolvePublicId } from '../db/public-id.js';

export function toCategory(
  row: Pick<CategoryRow, 'id' | 'wmc_external_id' | 'name' | 'category_picture'>,
): Category {
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

  async findByPublicId(publicId: string): Promise<Category | undefined> {
    const id = await resolvePublicId(this.db, 'categories', publicId);
    if (id === undefined) return undefined;
    const row = await this.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCategory(row) : undefined;
  }
}
