import type { Kysely } from 'kysely';
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
