import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Staff put the curated playlists in an order of their own (docs/decisions/0055): `feature_order` is 1, 2, …
 * among the curated ones and null for the others. The playlists curated already keep the order they were
 * listed in until now, the newest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('playlists').addColumn('feature_order', 'integer').execute();
  const curated = await db
    .selectFrom('playlists')
    .select('id')
    .where('curated', '=', 1)
    .orderBy('id', 'desc')
    .execute();
  for (const [index, row] of curated.entries()) {
    await db
      .updateTable('playlists')
      .set({ feature_order: index + 1 })
      .where('id', '=', row.id)
      .execute();
  }
}
