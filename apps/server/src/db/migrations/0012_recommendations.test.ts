import { describe, expect, it } from 'vitest';
import { makeActor, makeCategory, makeMember, makeVideo } from '../../test/factories.js';
import { migrateTestUpTo, testEngines } from '../../test/harness.js';
import { migrationBefore, migrationDatabase } from '../../test/migration.js';

const BEFORE = migrationBefore('0012');

describe.each(testEngines)('migration 0012 (recommendations) on %s', (engine) => {
  const openDatabase = migrationDatabase(engine);

  it('keeps neighbours and picks only while the video, member, category and star exist', async () => {
    const db = await openDatabase(BEFORE);
    const [a, b, c] = [await makeVideo(db), await makeVideo(db), await makeVideo(db)];
    const member = await makeMember(db);
    const category = await makeCategory(db);
    const actor = await makeActor(db);

    expect(await migrateTestUpTo(db, '0012_recommendations')).toEqual(['0012_recommendations']);

    const at = new Date().toISOString();
    await db
      .insertInto('video_similar')
      .values([
        { video_id: a.id, similar_id: b.id, score: 0.75, rank: 1 },
        { video_id: a.id, similar_id: c.id, score: 0.5, rank: 2 },
        { video_id: b.id, similar_id: a.id, score: 0.75, rank: 1 },
      ])
      .execute();
    await db
      .insertInto('member_liked_categories')
      .values({ member_id: member.id, category_id: category.id, created_at: at })
      .execute();
    await db
      .insertInto('member_liked_actors')
      .values({ member_id: member.id, actor_id: actor.id, created_at: at })
      .execute();
    // The same pick twice is refused by the key.
    await expect(
      db
        .insertInto('member_liked_actors')
        .values({ member_id: member.id, actor_id: actor.id, created_at: at })
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('videos').where('id', '=', c.id).execute();
    const left = await db
      .selectFrom('video_similar')
      .select(['video_id', 'similar_id', 'score'])
      .orderBy('video_id')
      .execute();
    expect(left).toEqual([
      { video_id: a.id, similar_id: b.id, score: 0.75 },
      { video_id: b.id, similar_id: a.id, score: 0.75 },
    ]);

    await db.deleteFrom('categories').where('id', '=', category.id).execute();
    expect(await db.selectFrom('member_liked_categories').selectAll().execute()).toEqual([]);
    await db.deleteFrom('members').where('id', '=', member.id).execute();
    expect(await db.selectFrom('member_liked_actors').selectAll().execute()).toEqual([]);
  });
});
