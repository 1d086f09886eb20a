import { describe, expect, it } from 'vitest';
import { signUpMember, someAddress, type TestMember } from '../test/accounts.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** Parallel requests (PostgreSQL runs them on several connections at once; SQLite one after another). */
describe.each(testEngines)('parallel member writes on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const post = (url: string, member: TestMember) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress: someAddress(), headers: { cookie: member.cookie } });
  const counters = (id: number) =>
    db()
      .selectFrom('videos')
      .select(['rating_count', 'rating_sum', 'favourite_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a member’s parallel first ratings answer 200 and count once; the sum never drifts', async () => {
    const video = await makeVideo(db());
    const member = await signUpMember(ctx);
    const others = await Promise.all([1, 2, 3].map(() => signUpMember(ctx)));
    const results = await Promise.all([
      ...[1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((r) =>
        post(`/api/video/ratevideo?videoId=${video.wmcExternalId}&rating=${r}`, member),
      ),
      ...others.flatMap((other, i) =>
        [2, 4].map((r) =>
          post(`/api/video/ratevideo?videoId=${video.wmcExternalId}&rating=${r + (i % 2)}`, other),
        ),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));

    const rows = await db().selectFrom('ratings').select('rating').where('video_id', '=', video.id).execute();
    const totals = await counters(video.id);
    expect(rows).toHaveLength(4);
    expect(totals.rating_count).toBe(4);
    expect(totals.rating_sum).toBe(rows.reduce((sum, row) => sum + row.rating, 0));
  });

  it('parallel adds of one video to a playlist make one entry and count it once', async () => {
    const video = await makeVideo(db());
    const member = await signUpMember(ctx);
    const created = await post('/api/playlist/create?name=Parallel', member);
    const playlistId = created.json<{ id: number }>().id;

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/playlist/addvideo?playlistId=${playlistId}&videoId=${video.wmcExternalId}`, member),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(new Set(results.map((r) => r.json<{ entryId: number }>().entryId)).size).toBe(1);
    expect(results.filter((r) => r.json<{ added: boolean }>().added)).toHaveLength(1);

    const entries = await db()
      .selectFrom('playlist_movies')
      .select('id')
      .where('playlist_id', '=', playlistId)
      .execute();
    const playlist = await db()
      .selectFrom('playlists')
      .select('video_count')
      .where('id', '=', playlistId)
      .executeTakeFirstOrThrow();
    expect(entries).toHaveLength(1);
    expect(playlist.video_count).toBe(1);
  });

  it('parallel favourite toggles answer 200 and leave the counter equal to the rows', async () => {
    const video = await makeVideo(db());
    const member = await signUpMember(ctx);
    const results = await Promise.all(
      Array.from({ length: 7 }, () =>
        post(`/api/favourite/favourite?videoId=${video.wmcExternalId}`, member),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const rows = await db().selectFrom('favourites').select('id').where('video_id', '=', video.id).execute();
    // Seven toggles from nothing: in the end it is a favourite, once.
    expect(rows).toHaveLength(1);
    expect((await counters(video.id)).favourite_count).toBe(1);
  });
});
