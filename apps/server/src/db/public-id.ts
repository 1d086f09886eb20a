import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * Resolves a public id (API.md: the `wmcExternalId`, or the numeric `id`) to the row's numeric id.
 * An external id wins over a numeric id that happens to look the same.
 */
export async function resolvePublicId(
  db: Kysely<Database>,
  table: 'videos' | 'actors' | 'categories',
  publicId: string,
): Promise<number | undefined> {
  const byExternal = await db
    .selectFrom(table)
    .select('id')
    .where('wmc_external_id', '=', publicId)
    .executeTakeFirst();
  if (byExternal) return byExternal.id;
  const id = numericPublicId(publicId);
  if (id === undefined) return undefined;
  const byId = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return byId?.id;
}

/** The numeric id a public id may stand for, when it looks like one. */
export function numericPublicId(publicId: string): number | undefined {
  return /^\d{1,9}$/.test(publicId) ? Number(publicId) : undefined;
}

/**
 * `resolvePublicId` as one SQL expression, for hot reads that resolve and read in a single statement:
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
