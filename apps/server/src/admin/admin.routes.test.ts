import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminReport, AuditEntry, Comment } from '@starlane/contract';
import { memberRequests, readOutbox, signUpMember, type TestMember, signUpStaff } from '../test/accounts.js';
import {
  makeActor,
  makeAd,
  makeCategory,
  makeComment,
  makeFavourite,
  makePlaylist,
  makeVideo,
} from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

/** A real picture for the upload calls: 800 x 600, made by the same ffmpeg the server resizes with. */
function pngDataUrl(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-png-'));
  const file = path.join(dir, 'p.png');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=800x600',
    '-frames:v',
    '1',
    file,
  ]);
  const data = fs.readFileSync(file).toString('base64');
  fs.rmSync(dir, { recursive: true, force: true });
  return `data:image/png;base64,${data}`;
}

function widthOf(file: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(String(out).trim());
}

describe.each(testEngines)('admin API on %s', (engine) => {
  const ctx = useTestApp(engine, { REPORT_AUTOHIDE: '3', DMCA_EMAIL: 'dmca@starlane.test' });
  const db = () => ctx.deps.database.db;
  /** Two stars or two categories, a video linked to both and one linked to the first only. */
  async function mergeCase<T extends { id: number }>(
    make: (database: ReturnType<typeof db>) => Promise<T>,
    links: 'actorIds' | 'categoryIds',
  ) {
    const from = await make(db());
    const into = await make(db());
    const both = await makeVideo(db(), { [links]: [from.id, into.id] });
    const only = await makeVideo(db(), { [links]: [from.id] });
    return { from, into, both, only };
  }
  /** Staff merge one star or category into another; the status code. */
  const merge = async (kind: 'stars' | 'categories', id: number, intoId: number) =>
    (await http.post(`/api/admin/${kind}/${id}/merge`, staff, { intoId })).statusCode;
  /** The links of these videos to stars or to categories, by video. */
  const linksOf = (table: 'video_actors' | 'video_categories', videoIds: number[]) =>
    db().selectFrom(table).selectAll().where('video_id', 'in', videoIds).orderBy('video_id').execute();
  const http = memberRequests(ctx);
  let staff: TestMember;
  let member: TestMember;
  let picture: string;

  const makeStaff = () => signUpStaff(ctx);
  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const lastAudit = async () =>
    (await http.get('/api/admin/audit?amount=1', staff)).json<AdminPage<AuditEntry>>().$values[0]!;

  beforeAll(async () => {
    staff = await makeStaff();
    member = await signUpMember(ctx);
    picture = pngDataUrl();
  });

  it('refuses every admin call to visitors (401) and members (403), and answers staff', async () => {
    const category = await makeCategory(db());
    const other = await makeCategory(db());
    const star = await makeActor(db());
    const otherStar = await makeActor(db());
    const video = await makeVideo(db(), { categoryIds: [category.id] });
    const spare = await makeVideo(db());
    const ad = await makeAd(db(), 'header');
    const reported = await signUpMember(ctx);
    const commentIds = await Promise.all(
      Array.from({ length: 4 }, () => makeComment(db(), reported.id, video.id)),
    );
    for (const id of commentIds) {
      await http.post('/api/videocomment/reportComment', member, { commentId: id, feedback: 'spam' });
    }
    const target = await signUpMember(ctx);
    const unconfirmed = await signUpMember(ctx);
    await db()
      .updateTable('members')
      .set({ email_confirmed_at: null })
      .where('id', '=', unconfirmed.id)
      .execute();
    const notice = async () => {
      const filed = await ctx.app.inject({
        method: 'POST',
        url: '/api/dmca/notice',
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: {
          claimantName: 'Rights Holder',
          email: 'holder@example.test',
          work: 'My film',
          urls: [`http://localhost:3000/video/${spare.wmcExternalId}/x`],
          goodFaith: true,
          accuracy: true,
          signature: 'Rights Holder',
        },
      });
      expect(filed.statusCode).toBe(200);
      return filed.json<{ id: number }>().id;
    };
    const [rejectable, takeable] = [await notice(), await notice()];
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const emptyStar = await makeActor(db());
    const emptyCategory = await makeCategory(db());
    const listed = await makePlaylist(db(), member.id, [], 'Listed');

    const calls: [method: 'GET' | 'POST', url: string, payload?: object, staffStatus?: number][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/videos?q=video&sort=title'],
      ['GET', `/api/admin/videos/${video.id}`],
      [
        'POST',
        `/api/admin/videos/${video.id}/update`,
        { title: 'Edited', description: 'd', categoryIds: [other.id], starIds: [star.id] },
      ],
      ['POST', `/api/admin/videos/${video.id}/thumbnail`, { picture }],
      ['POST', `/api/admin/videos/${video.id}/status`, { status: 'unpublished' }],
      ['GET', '/api/admin/stars?q=first'],
      ['POST', '/api/admin/stars/create', { firstName: 'New', lastName: 'Star' }],
      ['POST', `/api/admin/stars/${star.id}/update`, { firstName: 'Renamed', lastName: 'Star' }],
      ['POST', `/api/admin/stars/${star.id}/picture`, { picture }],
      ['GET', `/api/admin/stars/${otherStar.id}/merge-preview?intoId=${star.id}`],
      ['POST', `/api/admin/stars/${otherStar.id}/merge`, { intoId: star.id }],
      ['GET', '/api/admin/categories?sort=videos'],
      ['POST', '/api/admin/categories/create', { name: 'Fresh' }],
      ['POST', `/api/admin/categories/${other.id}/update`, { name: 'Renamed' }],
      ['POST', `/api/admin/categories/${other.id}/picture`, { picture }],
      ['GET', `/api/admin/categories/${other.id}/merge-preview?intoId=${category.id}`],
      ['POST', `/api/admin/categories/${other.id}/merge`, { intoId: category.id }],
      ['GET', '/api/admin/ads'],
      [
        'POST',
        '/api/admin/ads/create',
        { name: 'A', url: 'https://a.example/', placement: 'home', weight: 2, picture },
      ],
      [
        'POST',
        `/api/admin/ads/${ad}/update`,
        { name: 'B', url: '/signup', source: '/media/ads/b.svg', placement: 'header', weight: 1 },
      ],
      ['POST', `/api/admin/ads/${ad}/pause`],
      ['POST', `/api/admin/ads/${ad}/resume`],
      ['GET', `/api/admin/ads/${ad}/stats?from=${day}&to=${day}`],
      ['GET', `/api/admin/ads/${ad}/stats.csv?from=${day}&to=${day}`],
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${commentIds[0]}/dismiss`],
      ['POST', `/api/admin/reports/${commentIds[1]}/hide`],
      ['POST', `/api/admin/reports/${commentIds[2]}/delete`],
      ['POST', `/api/admin/reports/${commentIds[3]}/ban-author`],
      ['GET', '/api/admin/members?q=member&sort=name'],
      ['POST', `/api/admin/members/${target.id}/ban`, { reason: 'abuse' }],
      ['POST', `/api/admin/members/${target.id}/unban`],
      ['POST', `/api/admin/members/${target.id}/role`, { role: 'premium' }],
      ['POST', `/api/admin/members/${unconfirmed.id}/resend-confirmation`],
      ['GET', '/api/admin/dmca?status=open'],
      ['POST', `/api/admin/dmca/${rejectable}/reject`],
      ['POST', `/api/admin/dmca/${takeable}/takedown`],
      ['POST', `/api/admin/dmca/${takeable}/counter`, { text: 'It is mine' }],
      // Allowed to staff, refused by the rule: the 10 days after the counter-notice have not passed.
      ['POST', `/api/admin/dmca/${takeable}/restore`, undefined, 409],
      ['GET', '/api/admin/playlists?curated=false&sort=featured'],
      ['POST', `/api/admin/playlists/${listed.id}/curate`, { curated: true }],
      ['POST', `/api/admin/playlists/${listed.id}/feature-order`, { position: 1 }],
      // Uncurated again, so that the curated listing of a later test starts empty.
      ['POST', `/api/admin/playlists/${listed.id}/curate`, { curated: false }],
      ['GET', '/api/admin/audit?objectType=video'],
      // Allowed to staff; no such entry.
      ['POST', '/api/admin/audit/99999999/undo', undefined, 404],
      ['POST', `/api/admin/stars/${emptyStar.id}/delete`],
      ['POST', `/api/admin/categories/${emptyCategory.id}/delete`],
      ['POST', `/api/admin/videos/${spare.id}/delete`],
    ];

    // Every admin route the API documents is in the list above.
    const documented = Object.entries(
      (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([p, methods]) =>
      p.startsWith('/api/admin/') ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`) : [],
    );
    const called = new Set(
      calls.map(
        ([m, url]) => `${m} ${url.split('?')[0]!.replace(/\/(\d+|[0-9a-f-]{36})(?=\/|$)/g, '/{id}')}`,
      ),
    );
    expect(documented.length).toBeGreaterThan(30);
    for (const route of documented) expect(called, route).toContain(route);

    for (const [method, url, payload] of calls) {
      const visitor = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url} as visitor`).toBe(401);
      const asMember = await ctx.app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(asMember.statusCode, `${method} ${url} as member`).toBe(403);
    }
    for (const [method, url, payload, staffStatus = 200] of calls) {
      const before = await auditCount();
      const answer = await ctx.app.inject({
        method,
        url,
        headers: { cookie: staff.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${method} ${url} as staff: ${answer.body.slice(0, 300)}`).toBe(staffStatus);
      // Every change leaves an audit row (banning a reported author leaves two); reads and refusals none.
      const after = await auditCount();
      if (method === 'POST' && staffStatus === 200)
        expect(after, `${method} ${url} audit rows`).toBeGreaterThan(before);
      else expect(after, `${method} ${url} audit rows`).toBe(before);
    }
  });

  it('answers 400, never 500, for days that do not exist in the audit and ad statistics filters', async () => {
    for (const url of [
      '/api/admin/audit?to=2024-99-99',
      '/api/admin/audit?from=2024-02-30',
      '/api/admin/ads/1/stats?from=2024-01-01&to=2024-13-01',
    ]) {
      expect((await http.get(url, staff)).statusCode, url).toBe(400);
    }
  });

  it('edits a video: the public page shows the new title, categories and stars, and the audit row has both', async () => {
    const video = await makeVideo(db(), { title: 'Old title' });
    const category = await makeCategory(db(), { name: 'Picked' });
    const star = await makeActor(db(), { firstName: 'Ada', lastName: 'Star' });
    await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`);

    const edited = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      title: '  New title ',
      description: 'Better',
      categoryIds: [category.id, category.id],
      starIds: [star.id],
    });
    expect(edited.statusCode).toBe(200);

    const page = (await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).json<{
      title: string;
      movieMovieCategories: { movieCategory: { name: string } }[];
      movieActors: { actor: { firstName: string } }[];
    }>();
    expect(page.title).toBe('New title');
    expect(page.movieMovieCategories.map((c) => c.movieCategory.name)).toEqual(['Picked']);
    expect(page.movieActors.map((a) => a.actor.firstName)).toEqual(['Ada']);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'video.update',
      objectType: 'video',
      objectId: String(video.id),
      before: { title: 'Old title', categoryIds: [] },
      after: { title: 'New title', categoryIds: [category.id], starIds: [star.id] },
    });
    const unknown = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      title: 'x',
      description: '',
      categoryIds: [987654],
      starIds: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await http.post(`/api/admin/videos/${video.id}/update`, staff, { title: '' })).statusCode).toBe(
      400,
    );
  });

  it('resizes uploaded pictures on the server and refuses what is not a picture', async () => {
    const video = await makeVideo(db());
    const answer = await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, { picture });
    expect(answer.statusCode).toBe(200);
    const url = answer.json<{ thumbnail: string }>().thumbnail;
    expect(url).toMatch(/^\/media\/thumbnails\/.+\.jpg$/);
    expect(widthOf(path.join(ctx.deps.config.dataDir, url))).toBe(640);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const junk = await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, {
      picture: `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`,
    });
    expect(junk.statusCode).toBe(400);
    expect(
      (await http.post(`/api/admin/videos/${video.id}/thumbnail`, staff, { picture: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a video and keeps playlists and favourites consistent', async () => {
    const video = await makeVideo(db());
    const keep = await makeVideo(db());
    const owner = await signUpMember(ctx);
    const playlist = await makePlaylist(db(), owner.id, [video.id, keep.id]);
    await makeFavourite(db(), owner.id, video.id);

    expect((await http.post(`/api/admin/videos/${video.id}/delete`, staff)).statusCode).toBe(200);

    const list = (await http.get(`/api/playlist/getplaylist?id=${playlist.id}`)).json<{
      videoCount: number;
      playlistMovies: { movie: { id: number } }[];
    }>();
    expect(list.videoCount).toBe(1);
    expect(list.playlistMovies.map((e) => e.movie.id)).toEqual([keep.id]);
    expect(
      await db().selectFrom('favourites').select('id').where('video_id', '=', video.id).execute(),
    ).toEqual([]);
    expect((await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).statusCode).toBe(404);
    expect((await http.post(`/api/admin/videos/${video.id}/delete`, staff)).statusCode).toBe(404);
  });

  it('merges two stars the same way: their videos move, a video with both keeps one link', async () => {
    const { from, into, both, only } = await mergeCase(makeActor, 'actorIds');
    expect(await merge('stars', from.id, into.id)).toBe(200);
    const rows = await linksOf('video_actors', [both.id, only.id]);
    expect(rows).toEqual([
      { video_id: both.id, actor_id: into.id },
      { video_id: only.id, actor_id: into.id },
    ]);
    const gone = await db().selectFrom('actors').select('id').where('id', '=', from.id).execute();
    expect(gone).toEqual([]);
  });

  it('merges two categories (their videos move) and deletes a category only when unused', async () => {
    const { from, into, both, only } = await mergeCase(makeCategory, 'categoryIds');
    expect((await http.post(`/api/admin/categories/${into.id}/delete`, staff)).statusCode).toBe(409);
    expect(await merge('categories', from.id, from.id)).toBe(400);

    expect(await merge('categories', from.id, into.id)).toBe(200);

    const rows = await linksOf('video_categories', [both.id, only.id]);
    expect(rows).toEqual([
      { video_id: both.id, category_id: into.id },
      { video_id: only.id, category_id: into.id },
    ]);
    expect((await http.get(`/api/category/${from.wmcExternalId}`)).statusCode).toBe(404);
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

  it('refuses admin changes from another site (same-origin check)', async () => {
    const video = await makeVideo(db());
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${video.id}/status`,
      headers: { cookie: staff.cookie, origin: 'https://evil.example' },
      payload: { status: 'unpublished' },
    });
    expect(forged.statusCode).toBe(403);
    const row = await db()
      .selectFrom('videos')
      .select('status')
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
  });

  it('keeps the audit log append-only in the database', async () => {
    expect(await auditCount()).toBeGreaterThan(0);
    await expect(db().updateTable('audit_log').set({ action: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const updates = (await http.get('/api/admin/audit?action=video.update', staff)).json<
      AdminPage<AuditEntry>
    >();
    const actorId = updates.$values[0]!.actorId;
    const filtered = (
      await http.get(`/api/admin/audit?actorId=${actorId}&action=video.update&objectType=video`, staff)
    ).json<AdminPage<AuditEntry>>();
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.$values.every((e) => e.action === 'video.update' && e.actorId === actorId)).toBe(true);
    const none = (await http.get('/api/admin/audit?from=2001-01-01&to=2001-01-02', staff)).json<
      AdminPage<AuditEntry>
    >();
    expect(none.total).toBe(0);
  });
});
