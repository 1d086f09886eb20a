import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AuditEntry } from '@starlane/contract';
import { memberRequests, signUpMember, type TestMember, signUpStaff } from '../test/accounts.js';
import { auditOf } from '../test/admin.js';
import { pngDataUrl } from '../test/clips.js';
import { makeActor, makeAd, makeCategory, makeComment, makePlaylist, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('admin API on %s', (engine) => {
  const ctx = useTestApp(engine, { DMCA_EMAIL: 'dmca@starlane.test' });
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  const audit = auditOf(ctx);
  let staff: TestMember;
  let member: TestMember;
  let picture: string;
  const auditCount = audit.count;

  beforeAll(async () => {
    staff = await signUpStaff(ctx);
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
      ['GET', '/api/admin/traffic'],
      ['GET', '/api/admin/videos?q=video&sort=title'],
      ['GET', `/api/admin/videos/${video.id}`],
      [
        'POST',
        `/api/admin/videos/${video.id}/update`,
        { title: 'Edited', description: 'd', categoryIds: [other.id], starIds: [star.id] },
      ],
      ['POST', `/api/admin/videos/${video.id}/thumbnail`, { picture }],
      ['POST', `/api/admin/videos/${video.id}/status`, { status: 'unpublished' }],
      [
        'POST',
        `/api/admin/videos/${video.id}/captions`,
        { lang: 'es', vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n' },
      ],
      ['POST', `/api/admin/videos/${video.id}/captions/es/delete`],
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
        ([m, url]) =>
          `${m} ${url
            .split('?')[0]!
            .replace(/\/(\d+|[0-9a-f-]{36})(?=\/|$)/g, '/{id}')
            .replace(/\/captions\/(en|es)\//, '/captions/{lang}/')}`,
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
