import { describe, expect, it } from 'vitest';
import type { AdminPage, AdminPlaylist, Playlist } from '@starlane/contract';
import { memberRequests, signUpMember, signUpStaff } from '../test/accounts.js';
import { makePlaylist } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** Staff curate any member's playlist from /admin and put the curated ones in order. */
describe.each(testEngines)('admin playlists on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);

  it('curates other members’ playlists, orders them, shows the badge on /playlist/{id} data, and uncurates', async () => {
    const staff = await signUpStaff(ctx);
    const owner = await signUpMember(ctx);
    const tag = `Curation ${engine}`;
    const [a, b, c] = [
      await makePlaylist(db(), owner.id, [], `${tag} A`),
      await makePlaylist(db(), owner.id, [], `${tag} B`),
      await makePlaylist(db(), owner.id, [], `${tag} C`),
    ];
    const curate = (id: number, curated: boolean) =>
      http.post(`/api/admin/playlists/${id}/curate`, staff, { curated });
    for (const p of [a, b, c]) expect((await curate(p.id, true)).statusCode).toBe(200);

    const listed = async () =>
      (await http.get(`/api/admin/playlists?q=${encodeURIComponent(tag)}&curated=true`, staff)).json<
        AdminPage<AdminPlaylist>
      >();
    expect((await listed()).$values.map((p) => [p.id, p.featureOrder])).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    expect((await listed()).$values[0]).toMatchObject({ memberId: owner.id, curated: true });

    // Move C to the top: the public listing follows.
    expect(
      (await http.post(`/api/admin/playlists/${c.id}/feature-order`, staff, { position: 1 })).statusCode,
    ).toBe(200);
    const publicOrder = (await http.get('/api/playlist/?amount=3')).json<{ $values: Playlist[] }>().$values;
    expect(publicOrder.map((p) => p.id)).toEqual([c.id, a.id, b.id]);
    // The playlist's own page data carries the flag the badge shows.
    expect((await http.get(`/api/playlist/getplaylist?id=${c.id}`)).json<Playlist>().curated).toBe(true);

    // Uncurating closes the gap; a not-curated playlist has no place to move to (409).
    expect((await curate(a.id, false)).statusCode).toBe(200);
    expect((await listed()).$values.map((p) => [p.id, p.featureOrder])).toEqual([
      [c.id, 1],
      [b.id, 2],
    ]);
    const notCurated = await http.post(`/api/admin/playlists/${a.id}/feature-order`, staff, { position: 1 });
    expect(notCurated.statusCode).toBe(409);
    expect((await http.get(`/api/playlist/getplaylist?id=${a.id}`)).json<Playlist>().curated).toBe(false);

    // Bad input is a 400, an unknown playlist a 404, a member a 403.
    expect(
      (await http.post(`/api/admin/playlists/${b.id}/feature-order`, staff, { position: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await http.post(`/api/admin/playlists/${b.id}/curate`, staff, { curated: 'yes' })).statusCode,
    ).toBe(400);
    expect((await curate(999_999, true)).statusCode).toBe(404);
    expect(
      (await http.post(`/api/admin/playlists/${b.id}/curate`, owner, { curated: false })).statusCode,
    ).toBe(403);
    for (const p of [b, c]) await curate(p.id, false);
  });
});
