import { describe, expect, it } from 'vitest';
import { SearchRepository } from '../../search/index.js';
import { makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { columnOf, migrationDatabase } from '../../test/migration.js';
import { engineOf } from '../dialect.js';

describe.each(testEngines)('migration 0016 (Spanish text and captions) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('leaves videos without Spanish text, still found by title, and found by a Spanish title once written', async () => {
    const db = await openDatabase('0015_partner_embeds');
    const before = await makeVideo(db, { title: 'Lighthouse keeper' });

    expect(await migrateTestUpTo(db, '0016_spanish_text_and_captions')).toEqual([
      '0016_spanish_text_and_captions',
    ]);

    expect(await columnOf(db, 'videos', before.id, 'title_es')).toBe(null);
    const search = new SearchRepository(db, engineOf(db));
    const ids = async (text: string) => (await search.rankedIds('video', text, 10)).sort();
    expect(await ids('lighthouse')).toEqual([before.id]);
    expect(await ids('farero')).toEqual([]);

    await db.updateTable('videos').set({ title_es: 'El farero' }).where('id', '=', before.id).execute();
    const after = await makeVideo(db, { title: 'Tide pools' });
    await db.updateTable('videos').set({ title_es: 'Pozas de marea' }).where('id', '=', after.id).execute();
    expect(await ids('farero')).toEqual([before.id]);
    expect(await ids('lighthouse')).toEqual([before.id]);
    expect(await ids('pozas')).toEqual([after.id]);
    expect(await ids('tide')).toEqual([after.id]);

    await db
      .insertInto('video_captions')
      .values({ video_id: after.id, lang: 'es', url: '/media/captions/x.vtt', created_at: 'now' })
      .execute();
    await db.deleteFrom('videos').where('id', '=', after.id).execute();
    expect(await db.selectFrom('video_captions').selectAll().execute()).toEqual([]);
  });
});
