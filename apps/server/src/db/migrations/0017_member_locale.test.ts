import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0017 (member locale) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('makes the members from before it English, and takes a language for new ones', async () => {
    const db = await openDatabase('0016_spanish_text_and_captions');
    const before = await makeMember(db);

    expect(await migrateTestUpTo(db, '0017_member_locale')).toEqual(['0017_member_locale']);

    expect(await columnOf(db, 'members', before.id, 'locale')).toBe('en');
    await db.updateTable('members').set({ locale: 'es' }).where('id', '=', before.id).execute();
    expect(await columnOf(db, 'members', before.id, 'locale')).toBe('es');
  });
});
