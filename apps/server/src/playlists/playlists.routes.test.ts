import { describe, expect, it } from 'vitest';
import type { Playlist } from '@starlane/contract';
import { makeMember, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('playlists on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

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

  it('creates, renames, fills, empties and deletes a playlist of one’s own', async () => {
    const member = await signUpMember(ctx);
    const [a, b] = [await makeVideo(db(), { title: 'first' }), await makeVideo(db(), { title: 'second' })];

    const created = (
      await post('/api/playlist/create?name=%20%20Road%20trip%20%20', member)
    ).json<Playlist>();
    expect(created).toMatchObject({
      name: 'Road trip',
      memberId: member.id,
      memberName: member.userName,
      playlistMovies: [],
    });

    const renamed = await post(`/api/playlist/update?playlistId=${created.id}&name=Night%20drive`, member);
    expect(renamed.json<Playlist>().name).toBe('Night drive');

    const added = (
      await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${a.wmcExternalId}`, member)
    ).json();
    await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${b.id}`, member);
    const again = (
      await post(`/api/playlist/addvideo?playlistId=${created.id}&videoId=${a.id}`, member)
    ).json();
    expect(added).toMatchObject({ added: true });
    expect(again).toEqual({ entryId: added.entryId, added: false });

    const full = (await get(`/api/playlist/getplaylist?id=${created.id}`)).json<Playlist>();
    expect(full.playlistMovies.map((e) => e.movie.title)).toEqual(['first', 'second']);
    expect(full.videoCount).toBe(2);
    expect(
      (await get('/api/playlist/getbyuser', member)).json<{ $values: Playlist[] }>().$values.map((p) => p.id),
    ).toContain(created.id);

    for (const entry of full.playlistMovies) {
      expect(
        (await post(`/api/playlist/removevideo?playlistId=${created.id}&videoId=${entry.id}`, member))
          .statusCode,
      ).toBe(200);
    }
    const emptied = (await get(`/api/playlist/getplaylist?id=${created.id}`)).json<Playlist>();
    expect(emptied).toMatchObject({ playlistMovies: [], videoCount: 0 });

    expect((await post(`/api/playlist/remove?playlistId=${created.id}`, member)).statusCode).toBe(200);
    expect((await get(`/api/playlist/getplaylist?id=${created.id}`)).statusCode).toBe(404);
  });

  it('enforces names of 1 to 50 characters after trimming', async () => {
    const member = await signUpMember(ctx);
    for (const name of ['', '%20%20%20', 'x'.repeat(51)]) {
      const res = await post(`/api/playlist/create?name=${name}`, member);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().title).toBe('A playlist name has 1 to 50 characters');
    }
    expect((await post(`/api/playlist/create?name=${'x'.repeat(50)}`, member)).statusCode).toBe(200);
    expect((await post('/api/playlist/create', member)).statusCode).toBe(400);
  });

  it('lets only the owner change a playlist (403) and answers visitors 401 and unknown ids 404', async () => {
    const [owner, other] = [await signUpMember(ctx), await signUpMember(ctx)];
    const video = await makeVideo(db());
    const playlist = (await post('/api/playlist/create?name=Mine', owner)).json<Playlist>();
    const { entryId } = (
      await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`, owner)
    ).json();

    for (const url of [
      `/api/playlist/update?playlistId=${playlist.id}&name=Stolen`,
      `/api/playlist/addvideo?playlistId=${playlist.id}&videoId=${video.id}`,
      `/api/playlist/removevideo?playlistId=${playlist.id}&videoId=${entryId}`,
      `/api/playlist/remove?playlistId=${playlist.id}`,
    ]) {
      expect((await post(url, other)).statusCode, url).toBe(403);
      expect((await post(url)).statusCode, url).toBe(401);
    }
    expect((await post('/api/playlist/remove?playlistId=999999', owner)).statusCode).toBe(404);
    expect(
      (await post(`/api/playlist/removevideo?playlistId=${playlist.id}&videoId=999999`, owner)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/playlist/addvideo?playlistId=${playlist.id}&videoId=nothere1`, owner)).statusCode,
    ).toBe(404);
    const unchanged = (await get(`/api/playlist/getplaylist?id=${playlist.id}`)).json<Playlist>();
    expect(unchanged).toMatchObject({ name: 'Mine', videoCount: 1 });
  });
});
