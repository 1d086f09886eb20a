import { describe, expect, it } from 'vitest';
import { makeMember, makePlaylist } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';

describe.each(testEngines)('migration 0014 (playlist feature order) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('gives the playlists curated already their listed order, newest first, and the others none', async () => {
    const db = await openDatabase('0013_account_keys_nfc');
    const member = await makeMember(db);
    const older = await makePlaylist(db, member.id);
    const plain = await makePlaylist(db, member.id);
    const newer = await makePlaylist(db, member.id);
    await db.updateTable('playlists').set({ curated: 1 }).where('id', 'in', [older.id, newer.id]).execute();

    expect(await migrateTestUpTo(db, '0014_playlist_feature_order')).toEqual(['0014_playlist_feature_order']);

    expect(await columnOf(db, 'playlists', newer.id, 'feature_order')).toBe(1);
    expect(await columnOf(db, 'playlists', older.id, 'feature_order')).toBe(2);
    expect(await columnOf(db, 'playlists', plain.id, 'feature_order')).toBe(null);
  });
});
