import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationBefore, migrationDatabase } from '../../test/migration.js';

const BEFORE = migrationBefore('0013');
const decomposed = (text: string) => text.normalize('NFD');

describe.each(testEngines)('migration 0013 (account keys in normal form C) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('recomputes keys typed with combining accents, and leaves a key two accounts would share', async () => {
    const db = await openDatabase(BEFORE);
    // Keys as the code before made them: trimmed and lower-cased only.
    const accented = await makeMember(db, {
      email: decomposed('José@Example.com'),
      userName: decomposed('Zoë'),
    });
    const plain = await makeMember(db, { email: 'plain@example.com' });
    const holder = await makeMember(db, { email: 'rené@example.com' });
    const twin = await makeMember(db, { email: decomposed('René@example.com') });
    expect(await columnOf(db, 'members', accented.id, 'email_key')).not.toBe('josé@example.com');

    expect(await migrateTestUpTo(db, '0013_account_keys_nfc')).toEqual(['0013_account_keys_nfc']);

    expect(await columnOf(db, 'members', accented.id, 'email_key')).toBe('josé@example.com');
    expect(await columnOf(db, 'members', accented.id, 'user_name_key')).toBe('zoë');
    expect(await columnOf(db, 'members', plain.id, 'email_key')).toBe('plain@example.com');
    expect(await columnOf(db, 'members', holder.id, 'email_key')).toBe('rené@example.com');
    expect(await columnOf(db, 'members', twin.id, 'email_key')).toBe(decomposed('rené@example.com'));
  });
});
