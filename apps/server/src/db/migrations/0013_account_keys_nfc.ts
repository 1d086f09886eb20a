import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Account keys in Unicode normal form C (docs/decisions/0053). An e-mail address or username is one account
 * whatever the case, the blanks around it and the way its accented letters were typed: `é` as one code point
 * or as `e` and a combining accent. Keys made before were trimmed and lower-cased only; this recomputes the
 * ones that differ. The rule is written out here, not imported: a migration must not change with the code.
 *
 * Should two accounts now have one key, the one that holds it already (else the older) keeps it, and the other
 * keeps its old key, as the unique index allows no other choice.
 */
const keyOf = (value: string): string => value.trim().toLowerCase().normalize('NFC');

const BATCH = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, key] of [
    ['email', 'email_key'],
    ['user_name', 'user_name_key'],
  ] as const) {
    const taken = new Set<string>();
    const changes: { id: string; key: string }[] = [];
    let after: { created_at: string; id: string } | undefined;
    for (;;) {
      let query = db
        .selectFrom('members')
        .select(['id', 'created_at', column, key])
        .orderBy('created_at')
        .orderBy('id')
        .limit(BATCH);
      if (after) {
        const last = after;
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '>', last.created_at),
            eb.and([eb('created_at', '=', last.created_at), eb('id', '>', last.id)]),
          ]),
        );
      }
      const rows = (await query.execute()) as Record<string, string>[];
      for (const row of rows) {
        const wanted = keyOf(row[column]!);
        if (wanted !== row[key]) changes.push({ id: row.id!, key: wanted });
        else taken.add(wanted);
      }
      if (rows.length < BATCH) break;
      after = { created_at: rows.at(-1)!.created_at!, id: rows.at(-1)!.id! };
    }
    // Oldest first, after the accounts whose key is already right.
    for (const change of changes) {
      if (taken.has(change.key)) continue;
      const existing = await db
        .selectFrom('members')
        .select('id')
        .where(key, '=', change.key)
        .executeTakeFirst();
      if (existing) continue;
      await db
        .updateTable('members')
        .set({ [key]: change.key })
        .where('id', '=', change.id)
        .execute();
      taken.add(change.key);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
