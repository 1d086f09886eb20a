import { describe, expect, it } from 'vitest';
import type { AdminMergePreview, AdminPage, AuditEntry } from '@starlane/contract';
import { memberRequests, signUpMember, signUpStaff } from '../test/accounts.js';
import { makeActor, makeCategory, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** Merges and deletes of stars and categories are previewed, then undone from the audit log. */
describe.each(testEngines)('merge preview and undo on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  const now = () => new Date().toISOString();

  const entryOf = async (staff: Awaited<ReturnType<typeof signUpStaff>>, action: string, objectId: number) =>
    (await http.get(`/api/admin/audit?action=${action}&objectId=${objectId}&amount=1`, staff)).json<
      AdminPage<AuditEntry>
    >().$values[0]!;
  const linksOf = async (table: 'video_actors' | 'star_follows' | 'member_liked_actors', id: number) => {
    if (table === 'video_actors') {
      const rows = await db().selectFrom(table).select('video_id').where('actor_id', '=', id).execute();
      return rows.map((r) => r.video_id).sort((a, b) => a - b);
    }
    const rows = await db().selectFrom(table).select('member_id').where('actor_id', '=', id).execute();
    return rows.map((r) => r.member_id).sort();
  };

  it('previews a star merge, moves videos, followers and picks, and an unmerge restores them and the page', async () => {
    const staff = await signUpStaff(ctx);
    const [fan, both] = [await signUpMember(ctx), await signUpMember(ctx)];
    const from = await makeActor(db());
    const into = await makeActor(db());
    const shared = await makeVideo(db(), { actorIds: [from.id, into.id] });
    const only = await makeVideo(db(), { actorIds: [from.id] });
    const intoOnly = await makeVideo(db(), { actorIds: [into.id] });
    await db()
      .insertInto('star_follows')
      .values([
        { member_id: fan.id, actor_id: from.id, created_at: now() },
        { member_id: both.id, actor_id: from.id, created_at: now() },
        { member_id: both.id, actor_id: into.id, created_at: now() },
      ])
      .execute();
    await db()
      .insertInto('member_liked_actors')
      .values({ member_id: fan.id, actor_id: from.id, created_at: now() })
      .execute();

    const preview = await http.get(`/api/admin/stars/${from.id}/merge-preview?intoId=${into.id}`, staff);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<AdminMergePreview>()).toEqual({
      source: { id: from.id, wmcExternalId: from.wmcExternalId, name: `${from.firstName} ${from.lastName}` },
      target: { id: into.id, wmcExternalId: into.wmcExternalId, name: `${into.firstName} ${into.lastName}` },
      videos: 2,
      videosShared: 1,
      followers: 2,
      followersShared: 1,
      picks: 1,
      picksShared: 0,
    });
    // A preview changes nothing.
    expect(await linksOf('video_actors', from.id)).toEqual([shared.id, only.id].sort((a, b) => a - b));
    expect(
      (await http.get(`/api/admin/stars/${from.id}/merge-preview?intoId=${from.id}`, staff)).statusCode,
    ).toBe(400);
    expect(
      (await http.get(`/api/admin/stars/${from.id}/merge-preview?intoId=999999`, staff)).statusCode,
    ).toBe(404);
    expect((await http.get(`/api/admin/stars/${from.id}/merge-preview?intoId=x`, staff)).statusCode).toBe(
      400,
    );

    expect(
      (await http.post(`/api/admin/stars/${from.id}/merge`, staff, { intoId: into.id })).statusCode,
    ).toBe(200);
    expect((await http.get(`/api/actor/${from.wmcExternalId}`)).statusCode).toBe(404);
    expect(await linksOf('video_actors', into.id)).toEqual(
      [shared.id, only.id, intoOnly.id].sort((a, b) => a - b),
    );
    expect(await linksOf('star_follows', into.id)).toEqual([fan.id, both.id].sort());
    expect(await linksOf('member_liked_actors', into.id)).toEqual([fan.id]);

    const merge = await entryOf(staff, 'star.merge', from.id);
    expect(merge.undoable).toBe(true);
    const undone = await http.post(`/api/admin/audit/${merge.id}/undo`, staff);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ title: 'Merge undone' });
    expect((await http.get(`/api/actor/${from.wmcExternalId}`)).statusCode).toBe(200);
    expect(await linksOf('video_actors', from.id)).toEqual([shared.id, only.id].sort((a, b) => a - b));
    expect(await linksOf('video_actors', into.id)).toEqual([shared.id, intoOnly.id].sort((a, b) => a - b));
    expect(await linksOf('star_follows', from.id)).toEqual([fan.id, both.id].sort());
    expect(await linksOf('star_follows', into.id)).toEqual([both.id]);
    expect(await linksOf('member_liked_actors', from.id)).toEqual([fan.id]);
    expect(await linksOf('member_liked_actors', into.id)).toEqual([]);
    expect((await entryOf(staff, 'star.merge', from.id)).undoable).toBe(false);
    expect(await entryOf(staff, 'star.unmerge', from.id)).toMatchObject({ after: { undoes: merge.id } });

    // Once only; other entries cannot be undone; unknown entries are 404.
    expect((await http.post(`/api/admin/audit/${merge.id}/undo`, staff)).statusCode).toBe(409);
    const rename = await http.post(`/api/admin/stars/${from.id}/update`, staff, {
      firstName: 'Again',
      lastName: 'X',
    });
    expect(rename.statusCode).toBe(200);
    const renamed = await entryOf(staff, 'star.rename', from.id);
    expect(renamed.undoable).toBe(false);
    expect((await http.post(`/api/admin/audit/${renamed.id}/undo`, staff)).statusCode).toBe(409);
    expect((await http.post('/api/admin/audit/99999999/undo', staff)).statusCode).toBe(404);
    expect((await http.post(`/api/admin/audit/${merge.id}/undo`, fan)).statusCode).toBe(403);
  });

  it('undoes a category delete (its page comes back) and a category merge', async () => {
    const staff = await signUpStaff(ctx);
    const empty = await makeCategory(db());
    expect((await http.post(`/api/admin/categories/${empty.id}/delete`, staff)).statusCode).toBe(200);
    expect((await http.get(`/api/category/${empty.wmcExternalId}`)).statusCode).toBe(404);
    const deleted = await entryOf(staff, 'category.delete', empty.id);
    expect((await http.post(`/api/admin/audit/${deleted.id}/undo`, staff)).json()).toMatchObject({
      title: 'Delete undone',
    });
    expect((await http.get(`/api/category/${empty.wmcExternalId}`)).statusCode).toBe(200);

    const from = await makeCategory(db());
    const into = await makeCategory(db());
    const video = await makeVideo(db(), { categoryIds: [from.id] });
    const preview = (
      await http.get(`/api/admin/categories/${from.id}/merge-preview?intoId=${into.id}`, staff)
    ).json<AdminMergePreview>();
    expect(preview).toMatchObject({ videos: 1, videosShared: 0, followers: 0 });
    await http.post(`/api/admin/categories/${from.id}/merge`, staff, { intoId: into.id });
    const merged = await entryOf(staff, 'category.merge', from.id);
    // The target was deleted meanwhile? Not here: it is there, so the unmerge goes through.
    expect((await http.post(`/api/admin/audit/${merged.id}/undo`, staff)).statusCode).toBe(200);
    const links = await db()
      .selectFrom('video_categories')
      .selectAll()
      .where('video_id', '=', video.id)
      .execute();
    expect(links.map((l) => l.category_id)).toEqual([from.id]);
  });
});
