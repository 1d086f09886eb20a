import type { Kysely } from 'kysely';
import type { Category } from '@starlane/contract';
import { toCategory } from '../catalogue/index.js';
import type { CategoryRow, Database } from '../db/schema.js';
import { prepared } from '../db/prepared.js';
import { numericPublicId, publicIdRow } from '../db/public-id.js';

export class CategoryRepository {
  /** A category's page reads its category by public id on every visit: compiled once (db/prepared.ts). */
  private readonly byPublicId;

  constructor(private readonly db: Kysely<Database>) {
    this.byPublicId = prepared<{ publicId: string; numericId: number | null }, CategoryRow>(db, (p) =>
      db
        .selectFrom('categories')
        .selectAll()
        .where('id', '=', publicIdRow('categories', p('publicId'), p('numericId'))),
    );
  }

  async listAll(): Promise<Category[]> {
    const rows = await this.db.selectFrom('categories').selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toCategory);
  }

  /** The category a public id names (the rule of db/public-id.ts), resolved and read in one statement. */
  async findByPublicId(publicId: string): Promise<Category | undefined> {
    const [row] = await this.byPublicId({ publicId, numericId: numericPublicId(publicId) ?? null });
    return row ? toCategory(row) : undefined;
  }
}
