import { describe, expect, it } from 'vitest';
import type { AdminVideoDetail } from '@starlane/contract';
import { MediaRepository, parseFeed, type FeedEntry } from '../media/index.js';
import { memberRequests, postFromAnywhere, signUpStaff } from '../test/accounts.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

const DAY = 86_400_000;

/** A video a DMCA notice has taken down stays down on every path until the notice restores it. */
describe.each(testEngines)('DMCA holds on %s', (engine) => {
  // The feed's partner host is one the operator allows, or the import would refuse its rows (decision 0047).
  const ctx = useTestApp(engine, { PARTNER_MEDIA_ORIGINS: 'https://cdn.partner.example' });
  const db = () => ctx.deps.database.db;
  const http = memberRequests(ctx);

  /** Files a notice naming these videos (by numeric id) and answers its id. */
  async function fileNotice(videoIds: number[]): Promise<number> {
    const filed = await postFromAnywhere(ctx, '/api/dmca/notice', {
      claimantName: 'Claire Holder',
      email: 'claire@example.test',
      work: 'My film',
      urls: videoIds.map((id) => `/video/${id}`),
      goodFaith: true,
      accuracy: true,
      signature: 'Claire Holder',
    });
    expect(filed.statusCode).toBe(200);
    return filed.json<{ id: number }>().id;
  }
  const statusOf = async (videoId: number) =>
    (await db().selectFrom('videos').select('status').where('id', '=', videoId).executeTakeFirstOrThrow())
      .status;

  it('refuses to publish a held video from the edit form (409 with the reason) and shows the hold', async () => {
    const staff = await signUpStaff(ctx);
    const video = await makeVideo(db());
    const notice = await fileNotice([video.id]);
    expect((await http.post(`/api/admin/dmca/${notice}/takedown`, staff)).statusCode).toBe(200);

    const takenDown = await http.post(`/api/admin/videos/${video.id}/status`, staff, { status: 'published' });
    expect(takenDown.statusCode).toBe(409);
    expect(takenDown.json<{ title: string }>().title).toContain(`DMCA notice #${notice}`);

    await http.post(`/api/admin/dmca/${notice}/counter`, staff, { text: 'I own it.' });
    const countered = await http.post(`/api/admin/videos/${video.id}/status`, staff, { status: 'published' });
    expect(countered.statusCode).toBe(409);
    const restorable = new Date(ctx.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    expect(countered.json<{ title: string }>().title).toContain(`can be restored from ${restorable}`);
    expect(await statusOf(video.id)).toBe('unpublished');
    expect((await http.get(`/api/video/getmovie?id=${video.wmcExternalId}`)).statusCode).toBe(404);

    // The edit form's data says why, and saving the form leaves the status alone.
    const detail = (await http.get(`/api/admin/videos/${video.id}`, staff)).json<AdminVideoDetail>();
    expect(detail.dmcaHold).toMatchObject({ noticeId: notice, status: 'countered' });
    expect(detail.dmcaHold?.restorableAt?.slice(0, 10)).toBe(restorable);
    const saved = await http.post(`/api/admin/videos/${video.id}/update`, staff, {
      title: 'Renamed while held',
      description: '',
      categoryIds: [],
      starIds: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(await statusOf(video.id)).toBe('unpublished');

    // Once the notice is restored the hold is gone.
    ctx.clock.advance(10 * DAY + 1000);
    const later = await signUpStaff(ctx);
    expect((await http.post(`/api/admin/dmca/${notice}/restore`, later)).statusCode).toBe(200);
    expect((await http.get(`/api/admin/videos/${video.id}`, later)).json<AdminVideoDetail>().dmcaHold).toBe(
      null,
    );
    expect(await statusOf(video.id)).toBe('published');
  });

  it('restoring one notice leaves a video another notice still holds unpublished', async () => {
    const staff = await signUpStaff(ctx);
    const shared = await makeVideo(db());
    const alone = await makeVideo(db());
    const first = await fileNotice([shared.id, alone.id]);
    const second = await fileNotice([shared.id]);
    for (const id of [first, second]) {
      // The second takedown finds the shared video down already and records it so.
      expect((await http.post(`/api/admin/dmca/${id}/takedown`, staff)).statusCode).toBe(200);
    }
    await http.post(`/api/admin/dmca/${first}/counter`, staff, { text: 'Mine.' });
    ctx.clock.advance(10 * DAY + 1000);
    const later = await signUpStaff(ctx);
    const restored = await http.post(`/api/admin/dmca/${first}/restore`, later);
    expect(restored.json<{ title: string }>().title).toBe('1 videos restored');
    expect(await statusOf(alone.id)).toBe('published');
    expect(await statusOf(shared.id)).toBe('unpublished');
  });

  it('a feed import that updates a held partner video keeps it unpublished and says so', async () => {
    const staff = await signUpStaff(ctx);
    const externalId = `holdpartner-${engine}-0001`;
    const feed = (title: string): FeedEntry[] => {
      const entries = parseFeed(
        [
          'wmcExternalId,title,description,duration,thumbnailUrl,videoUrl,embedUrl,categories,stars,publishedDate',
          `${externalId},${title},,42,,https://cdn.partner.example/h.mp4,,,,2024-05-01`,
        ].join('\n'),
        'csv',
      );
      if ('problem' in entries) throw new Error(entries.problem);
      return entries;
    };
    await ctx.services.feedImport.import(feed('First title'));
    const { id } = await db()
      .selectFrom('videos')
      .select('id')
      .where('wmc_external_id', '=', externalId)
      .executeTakeFirstOrThrow();
    const notice = await fileNotice([id]);
    expect((await http.post(`/api/admin/dmca/${notice}/takedown`, staff)).statusCode).toBe(200);

    const summary = await ctx.services.feedImport.import(feed('Second title'));
    expect(summary).toMatchObject({ updated: 1, heldByDmca: [{ line: 2, wmcExternalId: externalId }] });
    expect(await statusOf(id)).toBe('unpublished');
    expect((await http.get(`/api/video/getmovie?id=${externalId}`)).statusCode).toBe(404);
  });

  it('a finished media job on a held video stores its media and leaves it unpublished', async () => {
    const staff = await signUpStaff(ctx);
    const video = await makeVideo(db());
    const notice = await fileNotice([video.id]);
    expect((await http.post(`/api/admin/dmca/${notice}/takedown`, staff)).statusCode).toBe(200);
    await db().updateTable('videos').set({ status: 'processing' }).where('id', '=', video.id).execute();
    const media = {
      thumbnail: '/media/t.jpg',
      length: 8,
      videoUrl: '/media/v.mp4',
      hlsUrl: '/media/v.m3u8',
      previewUrl: '/media/p.mp4',
      seekThumbnailsUrl: '/media/s.vtt',
      posterSrcset: '/media/t.jpg 640w',
    };
    await new MediaRepository(db()).publishVideo(db(), video.id, media);
    expect(await statusOf(video.id)).toBe('unpublished');
    expect(await ctx.services.videos.setStatus(video.id, 'published')).toBe('held');
    expect(await statusOf(video.id)).toBe('unpublished');

    const free = await makeVideo(db());
    await new MediaRepository(db()).publishVideo(db(), free.id, media);
    expect(await statusOf(free.id)).toBe('published');
  });
});
