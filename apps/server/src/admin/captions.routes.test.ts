import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCaptions, VideoDetail } from '@starlane/contract';
import { memberRequests, signUpMember, signUpStaff, type TestMember } from '../test/accounts.js';
import { auditOf } from '../test/admin.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

const VTT_ES =
  'WEBVTT\n\n00:00.500 --> 00:03.000\nEl puerto al anochecer.\n\n00:03.000 --> 00:06.000\nVuelven los barcos.\n';
const VTT_EN = 'WEBVTT\n\n00:00.500 --> 00:03.000\nThe harbour at dusk.\n';

describe.each(testEngines)('caption tracks on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);
  const audit = auditOf(ctx);
  let staff: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    staff = await signUpStaff(ctx);
    member = await signUpMember(ctx);
  });
  const attach = (videoId: number, body: object, who: TestMember = staff) =>
    http.post(`/api/admin/videos/${videoId}/captions`, who, body);

  it('lets staff only attach a track per language, served with the media and listed on the video', async () => {
    const video = await makeVideo(db());
    const visitor = await http.post(`/api/admin/videos/${video.id}/captions`, undefined, {
      lang: 'es',
      vtt: VTT_ES,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await attach(video.id, { lang: 'es', vtt: VTT_ES }, member)).statusCode).toBe(403);

    const saved = await attach(video.id, { lang: 'es', vtt: VTT_ES });
    expect(saved.statusCode).toBe(200);
    await attach(video.id, { lang: 'en', vtt: VTT_EN });
    const page = (await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).json<VideoDetail>();
    expect(page.captions?.map((c) => c.lang)).toEqual(['en', 'es']);

    // The file is where the media are served from, as WebVTT.
    const es = page.captions!.find((c) => c.lang === 'es')!;
    expect(es.url).toMatch(new RegExp(`/captions/${video.wmcExternalId}/es-[0-9a-f]{12}\\.vtt$`));
    const served = await ctx.app.inject({ url: new URL(es.url, 'http://localhost').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/vtt');
    expect(served.body).toBe(VTT_ES);
    expect(await audit.last(staff)).toMatchObject({ action: 'video.captions', objectId: String(video.id) });

    // A new file replaces the language's track under a new name.
    const replaced = await attach(video.id, { lang: 'es', vtt: VTT_ES.replace('barcos', 'botes') });
    const after = replaced.json<AdminCaptions>().captions.find((c) => c.lang === 'es')!;
    expect(after.url).not.toBe(es.url);

    const removed = await http.post(`/api/admin/videos/${video.id}/captions/es/delete`, staff);
    expect(removed.json<AdminCaptions>().captions.map((c) => c.lang)).toEqual(['en']);
    expect((await http.post(`/api/admin/videos/${video.id}/captions/es/delete`, staff)).statusCode).toBe(404);
    expect((await http.post(`/api/admin/videos/${video.id}/captions/es/delete`, member)).statusCode).toBe(
      403,
    );
  });

  it('refuses a broken file with the line at fault, and stores nothing', async () => {
    const video = await makeVideo(db());
    const broken = 'WEBVTT\n\n00:00.500 --> 00:03.000\nBien.\n\n00:05.000 --> 00:04.000\nMal.\n';
    const refused = await attach(video.id, { lang: 'es', vtt: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      title: expect.stringContaining('line 6'),
      errors: { vtt: ['line 6: the cue ends before it starts'] },
    });
    for (const body of [{ lang: 'fr', vtt: VTT_ES }, { lang: 'es' }, { lang: 'es', vtt: 'hello' }]) {
      expect((await attach(video.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await attach(999_999, { lang: 'es', vtt: VTT_ES })).statusCode).toBe(404);
    expect(
      await db().selectFrom('video_captions').selectAll().where('video_id', '=', video.id).execute(),
    ).toEqual([]);
  });
});
