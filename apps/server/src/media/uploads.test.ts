import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { filesIn, makeTestClip } from '../test/clips.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { expireUploads } from './upload-expiry.js';
import { signUpMember, type TestMember, signUpStaff } from '../test/accounts.js';

// Real ffmpeg transcodes run here; beside another test file on two cores they can take several times their
// quiet-machine time.
vi.setConfig({ testTimeout: 120_000 });

const TUS = { 'tus-resumable': '1.0.0' };
const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** tus over a real socket: the protocol streams bodies, as a browser's tus client would. */
describe.each(testEngines)('resumable uploads on %s', (engine) => {
  const ctx = useTestApp(engine, { UPLOAD_MAX_MB: '1' });
  let base = '';
  let staff: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    member = await signUpMember(ctx);
    staff = await signUpStaff(ctx);
  });

  const create = (
    who: TestMember | undefined,
    length: number,
    filename: string,
    more: Record<string, string> = {},
  ) =>
    fetch(`${base}/api/media/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': meta({ filename, title: 'Uploaded pattern', ...more }),
        ...(who ? { cookie: who.cookie } : {}),
      },
    });
  const patch = (location: string, offset: number, body: Buffer, headers: Record<string, string> = {}) =>
    fetch(new URL(location, base), {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie: staff.cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
      body,
    });

  it('is for staff only', async () => {
    expect((await create(undefined, 10, 'a.mp4')).status).toBe(401);
    expect((await create(member, 10, 'a.mp4')).status).toBe(403);
  });

  it('takes a video in pieces, resumes from the offset the server reports and queues it for the pipeline', async () => {
    const bytes = fs.readFileSync(makeTestClip({ width: 320, height: 180, seconds: 1 }));
    const created = await create(staff, bytes.length, 'my clip.mp4');
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(bytes.length / 2);
    expect((await patch(location, 0, bytes.subarray(0, half))).status).toBe(204);

    // As after a dropped connection: ask where to go on from.
    const head = await fetch(new URL(location, base), {
      method: 'HEAD',
      headers: { ...TUS, cookie: staff.cookie },
    });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await patch(location, half, bytes.subarray(half));
    expect(last.status).toBe(204);
    const jobId = Number(last.headers.get('upload-job-id'));
    const videoId = Number(last.headers.get('upload-video-id'));
    expect(jobId).toBeGreaterThan(0);

    const job = await ctx.services.media.jobById(jobId);
    expect(job).toMatchObject({ videoId, sourceName: 'my clip.mp4', status: 'queued' });
    const video = await ctx.deps.database.db
      .selectFrom('videos')
      .select(['title', 'status'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ title: 'Uploaded pattern', status: 'processing' });
    expect(filesIn(ctx.deps.config.media.uploadDir)).toEqual([]);
    expect(filesIn(ctx.deps.config.media.incomingDir)).toHaveLength(1);
  });

  it('refuses a file that is not a video with the reason, keeping nothing, and a file over the limit', async () => {
    const before = filesIn(ctx.deps.config.media.incomingDir);
    const text = Buffer.from('not a video at all\n');
    const created = await create(staff, text.length, 'notes.mp4');
    const refused = await patch(created.headers.get('location')!, 0, text);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      status: 422,
      title: expect.stringMatching(/^notes\.mp4 was refused: not a media file ffprobe can read/),
    });
    expect(filesIn(ctx.deps.config.media.uploadDir)).toEqual([]);
    expect(filesIn(ctx.deps.config.media.incomingDir)).toEqual(before);

    expect((await create(staff, 2 * 1024 * 1024, 'big.mp4')).status).toBe(413);
  });

  it('refuses bad metadata at creation with the reason, before any byte is sent', async () => {
    const longTitle = await create(staff, 10, 'a.mp4', { title: 'x'.repeat(201) });
    expect(longTitle.status).toBe(400);
    expect(await longTitle.json()).toMatchObject({
      status: 400,
      errors: { title: ['title is at most 200 characters'] },
    });
    const badList = await create(staff, 10, 'a.mp4', { categories: 'Nature, Cats' });
    expect(badList.status).toBe(400);
    expect(await badList.json()).toMatchObject({
      errors: { categories: ['categories must be a JSON list of up to 20 names'] },
    });
    expect(filesIn(ctx.deps.config.media.uploadDir)).toEqual([]);
  });

  it('refuses a PATCH from another site riding on a staff cookie', async () => {
    const created = await create(staff, 4, 'a.mp4');
    const forged = await patch(created.headers.get('location')!, 0, Buffer.from('abcd'), {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    const head = await fetch(new URL(created.headers.get('location')!, base), {
      method: 'HEAD',
      headers: { ...TUS, cookie: staff.cookie },
    });
    expect(head.headers.get('upload-offset')).toBe('0');
    await fetch(new URL(created.headers.get('location')!, base), {
      method: 'DELETE',
      headers: { ...TUS, cookie: staff.cookie },
    });
  });

  it('files the upload under its categories and stars, audits it, and the job publishes it', async () => {
    const bytes = fs.readFileSync(makeTestClip({ width: 320, height: 180, seconds: 1 }));
    const created = await create(staff, bytes.length, 'filed.mp4', {
      title: 'Filed pattern',
      categories: JSON.stringify(['Upload Tests', 'Upload Tests']),
      stars: JSON.stringify(['Ada Lovelace']),
    });
    expect(created.status).toBe(201);
    const done = await patch(created.headers.get('location')!, 0, bytes);
    expect(done.status).toBe(204);
    const videoId = Number(done.headers.get('upload-video-id'));
    const jobId = Number(done.headers.get('upload-job-id'));

    const db = ctx.deps.database.db;
    const categories = await db
      .selectFrom('video_categories')
      .innerJoin('categories', 'categories.id', 'video_categories.category_id')
      .select('categories.name')
      .where('video_categories.video_id', '=', videoId)
      .execute();
    expect(categories).toEqual([{ name: 'Upload Tests' }]);
    const stars = await db
      .selectFrom('video_actors')
      .innerJoin('actors', 'actors.id', 'video_actors.actor_id')
      .select(['actors.first_name', 'actors.last_name'])
      .where('video_actors.video_id', '=', videoId)
      .execute();
    expect(stars).toEqual([{ first_name: 'Ada', last_name: 'Lovelace' }]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'object_type'])
      .where('object_id', '=', String(videoId))
      .execute();
    expect(audit).toEqual([{ actor_id: staff.id, action: 'video.upload', object_type: 'video' }]);

    // The staff jobs API the admin page polls, before and after the worker has run.
    const job = () =>
      ctx.app.inject({ method: 'GET', url: `/api/media/jobs/${jobId}`, headers: { cookie: staff.cookie } });
    expect((await job()).json()).toMatchObject({ id: jobId, status: 'queued', progress: 0 });
    // Oldest first: the earlier test's upload is still queued ahead of this one.
    const worker = ctx.services.newMediaWorker({});
    while (await worker.runOnce());
    expect((await job()).json()).toMatchObject({ id: jobId, status: 'done', progress: 1 });
    const video = await db
      .selectFrom('videos')
      .select(['title', 'status'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ title: 'Filed pattern', status: 'published' });
  });

  it('expires an upload abandoned half-way: its files go, and a client coming back is told it is gone', async () => {
    const created = await create(staff, 1000, 'abandoned.mp4');
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await patch(location, 0, Buffer.alloc(400))).status).toBe(204);
    const dir = ctx.deps.config.media.uploadDir;
    const id = location.split('/').at(-1)!;
    expect(filesIn(dir)).toEqual(expect.arrayContaining([id, `${id}.json`]));

    const settings = {
      expireMs: ctx.deps.config.media.uploadExpireMs,
      maxBytes: ctx.deps.config.media.uploadMaxBytes,
    };
    // Still being sent (its last PATCH is recent): kept.
    expect(await expireUploads(dir, Date.now(), settings)).toEqual({ abandoned: 0, oversized: 0 });
    expect(await expireUploads(dir, Date.now() + settings.expireMs + 1000, settings)).toEqual({
      abandoned: 1,
      oversized: 0,
    });
    expect(filesIn(dir)).not.toEqual(expect.arrayContaining([id]));
    const head = await fetch(new URL(location, base), {
      method: 'HEAD',
      headers: { ...TUS, cookie: staff.cookie },
    });
    expect(head.status).toBe(404);
    expect((await patch(location, 400, Buffer.alloc(600))).status).toBe(404);
  });
});
