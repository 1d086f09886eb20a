import { describe, expect, it } from 'vitest';
import type { Favourite, Playlist } from '@starlane/contract';
import { makeFavourite, makeMember, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('playlists and favourites (reading) on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists playlists with at most 5 preview movies and the full count', async () => {
    const member = await makeMember(db(), { userName: 'curator' });
    const videos = [];
    for (let i = 0; i < 7; i++) videos.push(await makeVideo(db(), { title: `p${i}` }));
    const big = await makePlaylist(
      db(),
      member.id,
      videos.map((v) => v.id),
      'Big one',
    );
    const empty = await makePlaylist(db(), member.id, [], 'Empty one');

    const res = await get('/api/playlist/');

    const lists = res.json<{ $values: Playlist[] }>().$values;
    const bigList = lists.find((p) => p.id === big.id)!;
    expect(bigList).toMatchObject({
      name: 'Big one',
      memberId: member.id,
      memberName: 'curator',
      videoCount: 7,
    });
    expect(bigList.playlistMovies.map((e) => e.movie.title)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(bigList.playlistMovies[0]).toEqual({
      id: big.entryIds[0],
      movie: {
        id: videos[0]!.id,
        wmcExternalId: videos[0]!.wmcExternalId,
        title: 'p0',
        thumbnail: expect.any(String),
      },
    });
    expect(lists.find((p) => p.id === empty.id)!.playlistMovies).toEqual([]);
  });

  it('gets one playlist with every entry, and a member’s playlists', async () => {
    const member = await makeMember(db());
    const videos = [];
    for (let i = 0; i < 6; i++) videos.push((await makeVideo(db())).id);
    const playlist = await makePlaylist(db(), member.id, videos);

    const one = await get(`/api/playlist/getplaylist?id=${playlist.id}`);
    const byMember = await get(`/api/playlist/getbymember?memberId=${member.id}`);

    expect(one.json<Playlist>().playlistMovies.map((e) => e.id)).toEqual(playlist.entryIds);
    expect(byMember.json<{ $values: Playlist[] }>().$values.map((p) => p.id)).toEqual([playlist.id]);
  });

  it('answers 404 and 400 for unknown or malformed ids', async () => {
    expect((await get('/api/playlist/getplaylist?id=987654')).statusCode).toBe(404);
    expect((await get('/api/playlist/getplaylist?id=-3')).statusCode).toBe(400);
    expect((await get('/api/playlist/getbymember?memberId=not-a-uuid')).statusCode).toBe(400);
    expect(
      (await get('/api/playlist/getbymember?memberId=6f1c3a4e-2b7d-4c9a-8e5f-0a1b2c3d4e5f')).statusCode,
    ).toBe(404);
  });

  it('lists a member’s favourites newest first and gets one entry', async () => {
    const member = await makeMember(db());
    const first = await makeVideo(db(), { title: 'fav-first' });
    const second = await makeVideo(db(), { title: 'fav-second' });
    await makeFavourite(db(), member.id, first.id);
    const entryId = await makeFavourite(db(), member.id, second.id);

    const list = await get(`/api/favourite/getbymember?memberId=${member.id}`);
    const one = await get(`/api/favourite/${entryId}`);

    expect(list.json<{ $values: Favourite[] }>().$values.map((f) => f.movie.title)).toEqual([
      'fav-second',
      'fav-first',
    ]);
    expect(one.json()).toEqual({
      id: entryId,
      movie: {
        id: second.id,
        wmcExternalId: second.wmcExternalId,
        title: 'fav-second',
        thumbnail: expect.any(String),
      },
    });
    expect((await get('/api/favourite/123456')).statusCode).toBe(404);
    expect((await get('/api/favourite/abc')).statusCode).toBe(400);
  });
});
