import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminReport, Comment } from '@starlane/contract';
import { memberRequests, readOutbox, signUpMember, type TestMember, signUpStaff } from '../test/accounts.js';
import { auditOf } from '../test/admin.js';
import { makeComment, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('staff moderation, ads, playlists and DMCA on %s', (engine) => {
  const ctx = useTestApp(engine, { REPORT_AUTOHIDE: '3', DMCA_EMAIL: 'dmca@starlane.test' });
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  const audit = auditOf(ctx);
  const lastAudit = () => audit.last(staff);
  let staff: TestMember;
  let member: TestMember;
  const makeStaff = () => signUpStaff(ctx);

  beforeAll(async () => {
    staff = await makeStaff();
    member = await signUpMember(ctx);
  });

  it('pauses an ad out of its placements and resumes it; stats give every day with CTR, also as CSV', async () => {
    const created = await http.post('/api/admin/ads/create', staff, {
      name: 'Summer',
      url: 'https://summer.example/',
      source: '/media/ads/summer.svg',
      placement: 'sidebar',
      weight: 5,
      activeFrom: '2026-01-01',
    });
    expect(created.statusCode).toBe(200);
    const ad = created.json<{ id: number; activeFrom: string }>();
    expect(ad.activeFrom).toBe('2026-01-01T00:00:00.000Z');
    const names = async () =>
      (await http.get('/api/ad/?url=/video/x/y'))
        .json<{ $values: { name: string }[] }>()
        .$values.map((a) => a.name);
    expect(await names()).toContain('Summer');
    await http.post(`/api/admin/ads/${ad.id}/pause`, staff);
    expect(await names()).not.toContain('Summer');
    await http.post(`/api/admin/ads/${ad.id}/resume`, staff);
    expect(await names()).toContain('Summer');

    for (const action of ['view', 'view', 'click']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/ad/logadview?id=${ad.id}&action=${action}&url=/`,
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/1' },
        remoteAddress: `10.77.0.${Math.floor(Math.random() * 250)}`,
      });
    }
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(ctx.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const stats = await http.get(`/api/admin/ads/${ad.id}/stats?from=${yesterday}&to=${today}`, staff);
    expect(stats.json<{ $values: unknown[] }>().$values).toEqual([
      { day: yesterday, views: 0, clicks: 0, ctr: 0 },
      { day: today, views: 2, clicks: 1, ctr: 0.5 },
    ]);
    const csv = await http.get(`/api/admin/ads/${ad.id}/stats.csv?from=${yesterday}&to=${today}`, staff);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe(`day,views,clicks,ctr\r\n${yesterday},0,0,0.0000\r\n${today},2,1,0.5000\r\n`);
    expect(
      (await http.get(`/api/admin/ads/${ad.id}/stats?from=${today}&to=${yesterday}`, staff)).statusCode,
    ).toBe(400);
    expect(
      (
        await http.post('/api/admin/ads/create', staff, {
          name: 'No creative',
          url: '/x',
          placement: 'home',
          weight: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('hides a comment at the third distinct reporter, lists it grouped, and shows it again on dismiss', async () => {
    const video = await makeVideo(db());
    const author = await signUpMember(ctx);
    const commentId = await makeComment(db(), author.id, video.id, { body: 'rude words' });
    const reporters = [await signUpMember(ctx), await signUpMember(ctx), await signUpMember(ctx)];
    const visible = async () =>
      (await http.get(`/api/videocomment/getCommentsByVideo?videoId=${video.wmcExternalId}`))
        .json<{ $values: Comment[] }>()
        .$values.some((c) => c.id === commentId);
    const report = (who: TestMember, feedback: string) =>
      http.post('/api/videocomment/reportComment', who, { commentId, feedback });
    ctx.clock.advance(60_000);

    await report(reporters[0]!, 'rude');
    await report(reporters[0]!, 'really rude');
    await report(reporters[1]!, 'spam');
    expect(await visible()).toBe(true);
    await report(reporters[2]!, 'offensive');
    expect(await visible()).toBe(false);

    const queue = (await http.get('/api/admin/reports', staff)).json<AdminPage<AdminReport>>();
    const group = queue.$values.find((r) => r.commentId === commentId)!;
    expect(group).toMatchObject({
      hidden: true,
      reportCount: 4,
      reporterCount: 3,
      body: 'rude words',
      author: { id: author.id, banned: false },
    });
    expect(group.reasons.map((r) => r.feedback).sort()).toEqual(['offensive', 'really rude', 'rude', 'spam']);
    expect(queue.$values[0]!.commentId).toBe(commentId);

    expect((await http.post(`/api/admin/reports/${commentId}/dismiss`, staff)).statusCode).toBe(200);
    expect(await visible()).toBe(true);
    const open = (await http.get('/api/admin/reports', staff)).json<AdminPage<AdminReport>>();
    expect(open.$values.some((r) => r.commentId === commentId)).toBe(false);
    const resolved = (await http.get('/api/admin/reports?state=resolved', staff)).json<
      AdminPage<AdminReport>
    >();
    expect(resolved.$values.some((r) => r.commentId === commentId)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'report.dismiss', objectId: commentId });
  });

  it('a ban ends the member’s live session on the next request and blocks sign-in until unbanned', async () => {
    const banned = await signUpMember(ctx);
    expect((await http.get('/manage/info', banned)).statusCode).toBe(200);

    const ban = await http.post(`/api/admin/members/${banned.id}/ban`, staff, { reason: 'abuse' });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ id: banned.id, banReason: 'abuse', bannedAt: expect.any(String) });

    expect((await http.get('/manage/info', banned)).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/login?useSessionCookies=true',
      payload: { email: banned.email, password: banned.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<{ title: string }>().title).toMatch(/banned/);

    await http.post(`/api/admin/members/${banned.id}/unban`, staff);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/login?useSessionCookies=true',
      payload: { email: banned.email, password: banned.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('a ban hides what the member posted only when staff choose it, and records the choice', async () => {
    const video = await makeVideo(db());
    const kept = await signUpMember(ctx);
    const hidden = await signUpMember(ctx);
    const keptComment = await makeComment(db(), kept.id, video.id, { body: 'stays up' });
    const hiddenComments = [
      await makeComment(db(), hidden.id, video.id, { body: 'goes one' }),
      await makeComment(db(), hidden.id, video.id, { body: 'goes two' }),
    ];
    const shown = async () =>
      (await http.get(`/api/videocomment/getCommentsByVideo?videoId=${video.wmcExternalId}`))
        .json<{ $values: Comment[] }>()
        .$values.map((c) => c.id);

    expect((await http.post(`/api/admin/members/${kept.id}/ban`, staff, { reason: 'spam' })).statusCode).toBe(
      200,
    );
    expect(await shown()).toContain(keptComment);
    expect(
      (
        await http.post(`/api/admin/members/${hidden.id}/ban`, staff, {
          reason: 'abuse',
          hideComments: true,
        })
      ).statusCode,
    ).toBe(200);
    const after = await shown();
    expect(after).toContain(keptComment);
    for (const id of hiddenComments) expect(after).not.toContain(id);
    expect(await lastAudit()).toMatchObject({
      action: 'member.ban',
      objectId: hidden.id,
      after: expect.objectContaining({ hideComments: true }),
    });
    // Hidden, not deleted: the rows are kept for staff.
    const rows = await db()
      .selectFrom('comments')
      .select('hidden_at')
      .where('member_id', '=', hidden.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.hidden_at !== null)).toBe(true);
  });

  it('staff cannot ban themselves or demote the last staff member; roles change and are searchable', async () => {
    await makeStaff();
    expect((await http.post(`/api/admin/members/${staff.id}/ban`, staff, {})).statusCode).toBe(400);
    // Demote every other staff member, then the last one cannot demote themselves.
    const others = await db()
      .selectFrom('members')
      .select('id')
      .where('role', '=', 'staff')
      .where('id', '!=', staff.id)
      .execute();
    for (const other of others) {
      expect(
        (await http.post(`/api/admin/members/${other.id}/role`, staff, { role: 'member' })).statusCode,
      ).toBe(200);
    }
    const demote = await http.post(`/api/admin/members/${staff.id}/role`, staff, { role: 'member' });
    expect(demote.statusCode).toBe(409);
    const premium = await signUpMember(ctx);
    await http.post(`/api/admin/members/${premium.id}/role`, staff, { role: 'premium' });
    const found = (
      await http.get(
        `/api/admin/members?q=${encodeURIComponent(premium.email.toUpperCase())}&role=premium`,
        staff,
      )
    ).json<AdminPage<{ id: string; role: string }>>();
    expect(found.$values).toEqual([expect.objectContaining({ id: premium.id, role: 'premium' })]);
    expect(found.total).toBe(1);
  });

  it('lets premium members curate their playlists and staff any playlist, listed first; members get 403', async () => {
    const premium = await signUpMember(ctx);
    await db().updateTable('members').set({ role: 'premium' }).where('id', '=', premium.id).execute();
    const mine = await makePlaylist(db(), premium.id, [], 'Best of');
    await makePlaylist(db(), member.id, [], 'Newer');
    const memberList = await makePlaylist(db(), member.id, [], 'Mine');

    expect(
      (await http.post(`/api/playlist/curate?playlistId=${memberList.id}&curated=true`, member)).statusCode,
    ).toBe(403);
    expect(
      (await http.post(`/api/playlist/curate?playlistId=${memberList.id}&curated=true`, premium)).statusCode,
    ).toBe(403);
    // Staff curate anyone's playlist (and uncurate it again).
    expect(
      (await http.post(`/api/playlist/curate?playlistId=${memberList.id}&curated=true`, staff)).json(),
    ).toMatchObject({ id: memberList.id, curated: true });
    await http.post(`/api/playlist/curate?playlistId=${memberList.id}&curated=false`, staff);
    const curated = await http.post(`/api/playlist/curate?playlistId=${mine.id}&curated=true`, premium);
    expect(curated.json()).toMatchObject({ id: mine.id, curated: true });
    const first = (await http.get('/api/playlist/')).json<{ $values: { id: number; curated: boolean }[] }>()
      .$values[0];
    expect(first).toMatchObject({ id: mine.id, curated: true });
  });

  it('files a DMCA notice, mails both sides, and a takedown unpublishes every named video (404)', async () => {
    const a = await makeVideo(db());
    const b = await makeVideo(db());
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/dmca/notice',
      remoteAddress: '10.200.0.1',
      payload: {
        claimantName: 'Claire Holder',
        email: 'claire@example.test',
        work: 'Two films of mine',
        urls: [`https://elsewhere.example/video/${a.wmcExternalId}/t`, `/video/${b.id}`],
        goodFaith: true,
        accuracy: true,
        signature: 'Claire Holder',
      },
    });
    expect(filed.statusCode).toBe(200);
    const { id, videoCount } = filed.json<{ id: number; videoCount: number }>();
    expect(videoCount).toBe(2);
    const mails = readOutbox(ctx).filter((m) => m.subject.includes(`#${id}`));
    expect(mails.map((m) => m.to).sort()).toEqual(['claire@example.test', 'dmca@starlane.test']);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/dmca/notice',
      remoteAddress: '10.200.0.2',
      payload: {
        claimantName: 'X',
        email: 'x@example.test',
        work: 'w',
        urls: ['/video/a'],
        goodFaith: false,
      },
    });
    expect(bad.statusCode).toBe(400);

    expect((await http.post(`/api/admin/dmca/${id}/takedown`, staff)).statusCode).toBe(200);
    for (const video of [a, b]) {
      expect((await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).statusCode).toBe(404);
    }
    expect(await lastAudit()).toMatchObject({
      action: 'dmca.takedown',
      objectId: String(id),
      before: { status: 'open', videos: { [a.id]: 'published', [b.id]: 'published' } },
      after: { status: 'taken_down' },
    });
    expect((await http.post(`/api/admin/dmca/${id}/takedown`, staff)).statusCode).toBe(409);

    // Counter-notice, then the videos come back only after 10 days.
    await http.post(`/api/admin/dmca/${id}/counter`, staff, { text: 'I own these.' });
    expect((await http.post(`/api/admin/dmca/${id}/restore`, staff)).statusCode).toBe(409);
    ctx.clock.advance(10 * 86_400_000 + 1000);
    // Ten days on, the browser sessions have ended: sign in again.
    staff = await makeStaff();
    expect((await http.post(`/api/admin/dmca/${id}/restore`, staff)).statusCode).toBe(200);
    expect((await http.get(`/api/video/getmovie?id=${a.wmcExternalId}`)).statusCode).toBe(200);
  });

  it('rate-limits notices per address', async () => {
    const video = await makeVideo(db());
    const file = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dmca/notice',
        remoteAddress: '10.201.0.1',
        payload: {
          claimantName: 'R',
          email: 'r@example.test',
          work: 'w',
          urls: [`/video/${video.wmcExternalId}`],
          goodFaith: true,
          accuracy: true,
          signature: 'R',
        },
      });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await file()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
