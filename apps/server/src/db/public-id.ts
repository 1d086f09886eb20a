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
  if (!/^\d{1,9}$/.test(publicId)) return undefined;
  const byId = await db.selectFrom(table).select('id').where('id', '=', Number(publicId)).executeTakeFirst();
  return byId?.id;
}
