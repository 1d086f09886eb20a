import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * Resolves a public id (docs/http-contract.md: the `wmcExternalId`, or the numeric `id`) to the row's numeric id.
 * An external id wins over a numeric id that happens to look the same.
 */
export async function resolvePublicId(
  db: Kysely<Database>,
  table: 'videos' | 'actors' | 'categories',
  publicId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', publicIdRow(table, publicId, numericPublicId(publicId) ?? null))
    .executeTakeFirst();
  return row?.id;
}

/** The numeric id a public id may stand for, when it looks like one. */
export function numericPublicId(publicId: string): number | undefined {
  return /^\d{1,9}$/.test(publicId) ? Number(publicId) : undefined;
}

/**
 * The rule of `resolvePublicId` as one SQL expression, for reads that resolve and read in one statement:
 * the row whose external id is `publicId`, or else the row numbered `numericId` (null when the public id
 * does not look like a number). Pass `numericPublicId(publicId) ?? null` as `numericId`.
 */
export function publicIdRow(
  table: 'videos' | 'actors' | 'categories',
  publicId: string,
  numericId: number | null,
): RawBuilder<number | null> {
  return sql<
    number | null
  >`coalesce((select named.id from ${sql.table(table)} as named where named.wmc_external_id = ${publicId}), ${numericId})`;
}
