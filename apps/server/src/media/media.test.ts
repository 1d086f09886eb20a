import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaJob } from '@starlane/contract';
import { MediaRejectedError } from '../errors.js';
import { FFPROBE, filesIn, makeTestClip, probeDuration } from '../test/clips.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { signUpMember, signUpStaff } from '../test/accounts.js';
import { countRows } from '../test/counters.js';

// Real ffmpeg transcodes run here; beside another test file on two cores they can take several times their
// quiet-machine time.
vi.setConfig({ testTimeout: 120_000 });

interface StreamFacts {
  codec_type: string;
  codec_name?: string;
  width?: number;
  height?: number;
}

function probeStreams(file: string): StreamFacts[] {
  const out = execFileSync(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(out.toString()) as { streams: StreamFacts[] }).streams;
}

describe.each(testEngines)('media pipeline on %s', (engine) => {
  const ctx = useTestApp(engine, { MEDIA_X264_PRESET: 'ultrafast', MEDIA_RETRY_SECONDS: '60' });
  const db = () => ctx.deps.database.db;
  const mediaDir = () => path.join(ctx.deps.config.dataDir, 'media');
  const incomingDir = () => ctx.deps.config.media.incomingDir;
  let smallClip: string;

  beforeAll(() => {
    smallClip = makeTestClip({ width: 320, height: 180, seconds: 2 });
  });

  const statusOf = async (videoId: number) =>
    (await db().selectFrom('videos').select('status').where('id', '=', videoId).executeTakeFirstOrThrow())
      .status;
  const counts = async () => ({
    videos: await countRows(db(), 'videos'),
    jobs: await countRows(db(), 'media_jobs'),
  });

  it('refuses a text file named .mp4 and a corrupt video with their reasons, storing nothing', async () => {
    const dir = path.dirname(smallClip);
    const text = path.join(dir, 'notes.mp4');
    fs.writeFileSync(text, 'this is a shopping list, not a video\n');
    const corrupt = path.join(dir, 'broken.mp4');
    const bytes = fs.readFileSync(smallClip);
    bytes.fill(0x5a, 0, Math.min(4096, bytes.length));
    fs.writeFileSync(corrupt, bytes);
    const before = await counts();

    for (const [file, reason] of [
      [text, /not a media file ffprobe can read \(Invalid data found when processing input\)/],
      [corrupt, /not a media file ffprobe can read|does not decode|no video stream/],
    ] as const) {
      const error = await ctx.services.media.ingestFile({ file }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MediaRejectedError);
      const rejected = error as MediaRejectedError;
      expect(rejected.fileName).toBe(path.basename(file));
      expect(rejected.reason).toMatch(reason);
      expect(rejected.message).toContain(`${path.basename(file)} was refused: `);
    }
    expect(await counts()).toEqual(before);
    expect(filesIn(incomingDir())).toEqual([]);
    expect(filesIn(mediaDir())).toEqual([]);
  });

  it('refuses a still picture and a sound file: no video with a duration', async () => {
    const dir = path.dirname(smallClip);
    const picture = path.join(dir, 'still.mp4');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      smallClip,
      '-frames:v',
      '1',
      '-f',
      'image2',
      picture,
    ]);
    const sound = path.join(dir, 'tone.mp4');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine', '-t', '1', sound]);
    await expect(ctx.services.media.ingestFile({ file: picture })).rejects.toThrow(
      /still\.mp4 was refused: it is a still picture/,
    );
    await expect(ctx.services.media.ingestFile({ file: sound })).rejects.toThrow(
      /tone\.mp4 was refused: it has no video stream/,
    );
    expect(filesIn(incomingDir())).toEqual([]);
  });

  it('keeps a video hidden while it is processed and publishes it with all its media', async () => {
    // Cached before the upload: the category the upload makes must show at once all the same.
    await ctx.app.inject({ url: '/api/category/' });
    const { videoId, jobId } = await ctx.services.media.ingestFile({
      file: smallClip,
      title: 'Pattern one',
      categories: ['Test patterns'],
      stars: ['Ada Pattern'],
    });
    const categories = await ctx.app.inject({ url: '/api/category/' });
    const made = categories
      .json<{ $values: { wmcExternalId: string; name: string }[] }>()
      .$values.find((c) => c.name === 'Test patterns');
    expect(made).toBeDefined();
    const page = await ctx.app.inject({ url: `/api/video/getbycategory?categoryId=${made!.wmcExternalId}` });
    expect(page.statusCode).toBe(200);
    expect(fs.existsSync(smallClip)).toBe(true);
    const hidden = await ctx.app.inject({ url: `/api/video/getmovie?id=${videoId}` });
    expect(hidden.statusCode).toBe(404);

    const worker = ctx.services.newMediaWorker({});
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);

    const job = (await ctx.services.media.jobById(jobId))!;
    expect(job).toMatchObject({ status: 'done', attempts: 1, progress: 1, error: null });
    expect(job.result?.renditions.map((r) => r.name)).toEqual(['180p']);
    const shown = await ctx.app.inject({ url: `/api/video/getmovie?id=${videoId}` });
    expect(shown.statusCode).toBe(200);
    const detail = shown.json<{ hlsURL: string; videoURL: string; thumbnail: string; length: number }>();
    expect(detail.hlsURL).toBe(`/media/videos/${videoId}/hls/master.m3u8`);
    expect(detail.videoURL).toBe(`/media/videos/${videoId}/video.mp4`);
    expect(detail.length).toBe(2);
    expect(detail.thumbnail).toBe(`/media/videos/${videoId}/poster-320w.jpg`);
    // What the pipeline made reaches the API: the detail and every listing (docs/decisions/0036).
    expect(shown.json()).toMatchObject({
      previewURL: `/media/videos/${videoId}/preview.mp4`,
      seekThumbnailsURL: `/media/videos/${videoId}/thumbnails.vtt`,
      posterSrcset: `/media/videos/${videoId}/poster-320w.jpg 320w`,
    });
    const listed = await ctx.app.inject({ url: '/api/video/?sort=newest' });
    expect(listed.json<{ $values: unknown[] }>().$values[0]).toMatchObject({
      id: videoId,
      previewURL: `/media/videos/${videoId}/preview.mp4`,
      posterSrcset: `/media/videos/${videoId}/poster-320w.jpg 320w`,
    });
    const vtt = await ctx.app.inject({ url: `/media/videos/${videoId}/thumbnails.vtt` });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toMatch(/^WEBVTT/);
    expect(vtt.body).toMatch(/sprite\.jpg#xywh=0,0,\d+,\d+/);
    const served = await ctx.app.inject({ url: detail.hlsURL });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('180p/index.m3u8');
    // The staged copy is gone once the job is done.
    expect(filesIn(incomingDir())).toEqual([]);
    const category = await db()
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Test patterns')
      .execute();
    expect(category).toHaveLength(1);
  });

  it('retries a failing job with backoff and ends it failed with the tail of ffmpeg stderr', async () => {
    const { videoId, jobId } = await ctx.services.media.ingestFile({ file: smallClip });
    // A preset x264 does not know: ffmpeg itself fails, as it would on a broken encoder setup.
    const worker = ctx.services.newMediaWorker({ x264Preset: 'no-such-preset', retryBaseMs: 60_000 });
    expect(await worker.runOnce()).toBe(true);
    let job = (await ctx.services.media.jobById(jobId))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.error).toMatch(/ffmpeg exited with code/);
    expect(job.error).toMatch(/no-such-preset/);
    expect(Date.parse(job.runAfter) - ctx.clock.now().getTime()).toBe(60_000);

    // Not due yet; then due after the first backoff, and the next waits twice as long.
    expect(await worker.runOnce()).toBe(false);
    ctx.clock.advance(60_000);
    expect(await worker.runOnce()).toBe(true);
    job = (await ctx.services.media.jobById(jobId))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Date.parse(job.runAfter) - ctx.clock.now().getTime()).toBe(120_000);
    ctx.clock.advance(120_000);
    expect(await worker.runOnce()).toBe(true);

    job = (await ctx.services.media.jobById(jobId))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job.finishedAt).not.toBeNull();
    expect(await statusOf(videoId)).toBe('failed');
    expect(await worker.runOnce()).toBe(false);
  });

  it("takes over a crashed worker's job once its lease has run out, and the crashed one completes nothing", async () => {
    const { videoId, jobId } = await ctx.services.media.ingestFile({ file: smallClip });
    const { MediaRepository } = await import('./index.js');
    const repository = new MediaRepository(db());
    const leaseMs = ctx.deps.config.media.leaseMs;
    // A worker that claims the job and then dies: it never renews its lease.
    const crashed = await repository.claimNext(
      'crashed-worker',
      ctx.clock.now().toISOString(),
      new Date(ctx.clock.now().getTime() + leaseMs).toISOString(),
    );
    expect(crashed?.id).toBe(jobId);

    const worker = ctx.services.newMediaWorker({});
    expect(await worker.runOnce()).toBe(false);
    ctx.clock.advance(leaseMs);
    expect(await worker.runOnce()).toBe(true);
    const job = (await ctx.services.media.jobById(jobId))!;
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(await statusOf(videoId)).toBe('published');

    const late = await ctx.deps.database.db
      .transaction()
      .execute((tx) =>
        repository.completeJob(tx, jobId, 'crashed-worker', '{}', ctx.clock.now().toISOString()),
      );
    expect(late).toBe(false);
  });

  it('shows job progress to staff only', async () => {
    const { jobId } = await ctx.services.media.ingestFile({ file: smallClip });
    const member = await signUpMember(ctx);
    const staff = await signUpStaff(ctx);
    const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

    expect((await get(`/api/media/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await get(`/api/media/jobs/${jobId}`, member.cookie)).statusCode).toBe(403);
    expect((await get('/api/media/jobs', member.cookie)).statusCode).toBe(403);
    const one = await get(`/api/media/jobs/${jobId}`, staff.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json<MediaJob>()).toMatchObject({ id: jobId, status: 'queued', progress: 0, attempts: 0 });
    const queued = await get('/api/media/jobs?status=queued', staff.cookie);
    expect(queued.json<{ $values: MediaJob[] }>().$values.map((j) => j.id)).toContain(jobId);
    expect((await get('/api/media/jobs/999999', staff.cookie)).statusCode).toBe(404);
    // Past PostgreSQL's integer a job number is refused before any query (it once reached the database: 500).
    for (const id of ['2147483648', '9007199254740991'])
      expect((await get(`/api/media/jobs/${id}`, staff.cookie)).statusCode, id).toBe(400);
    expect((await get('/api/media/jobs?status=bogus', staff.cookie)).statusCode).toBe(400);
  });
});

describe('the ladder from a 720p source', () => {
  const ctx = useTestApp('sqlite', { MEDIA_X264_PRESET: 'ultrafast' });

  it('makes 240p, 360p, 480p and 720p and no 1080p, a faststart MP4, posters, a silent preview and a sprite', async () => {
    const source = makeTestClip({ width: 1280, height: 720, seconds: 3 });
    const { videoId, jobId } = await ctx.services.media.ingestFile({ file: source });
    expect(await ctx.services.newMediaWorker({}).runOnce()).toBe(true);
    const job = (await ctx.services.media.jobById(jobId))!;
    expect(job.status).toBe('done');
    expect(job.result?.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['240p', 426, 240],
      ['360p', 640, 360],
      ['480p', 854, 480],
      ['720p', 1280, 720],
    ]);

    const dir = path.join(ctx.deps.config.dataDir, 'media', 'videos', String(videoId));
    const files = filesIn(dir);
    expect(files.filter((f) => f.endsWith('index.m3u8'))).toEqual([
      'hls/240p/index.m3u8',
      'hls/360p/index.m3u8',
      'hls/480p/index.m3u8',
      'hls/720p/index.m3u8',
    ]);
    expect(files.some((f) => f.includes('1080'))).toBe(false);
    const master = fs.readFileSync(path.join(dir, 'hls/master.m3u8'), 'utf8');
    expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual([
      'RESOLUTION=426x240',
      'RESOLUTION=640x360',
      'RESOLUTION=854x480',
      'RESOLUTION=1280x720',
    ]);
    for (const rung of ['240p', '360p', '480p', '720p']) {
      const playlist = fs.readFileSync(path.join(dir, `hls/${rung}/index.m3u8`), 'utf8');
      const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(lengths.length).toBeGreaterThan(0);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(6);
      const heights = probeStreams(path.join(dir, `hls/${rung}/init.mp4`)).map((s) => s.height);
      expect(heights).toContain(Number(rung.replace('p', '')));
    }
    // The poster as a picture set per width: AVIF, WebP and the JPEG fallback, 16:9 like the source.
    const posterFormats = { avif: 'av1', webp: 'webp', jpg: 'mjpeg' } as const;
    for (const width of [320, 640, 1280]) {
      for (const [extension, codec] of Object.entries(posterFormats)) {
        const [stream] = probeStreams(path.join(dir, `poster-${width}w.${extension}`));
        expect(stream).toMatchObject({ codec_name: codec, width, height: (width * 9) / 16 });
      }
      const avif = fs.statSync(path.join(dir, `poster-${width}w.avif`)).size;
      expect(avif).toBeLessThan(fs.statSync(path.join(dir, `poster-${width}w.jpg`)).size);
    }
    expect(files.filter((f) => f.startsWith('poster-'))).toHaveLength(9);
    const served = await ctx.app.inject({ url: `/media/videos/${videoId}/poster-640w.avif` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    const { posterSrcset } = (await ctx.app.inject({ url: `/api/video/getmovie?id=${videoId}` })).json<{
      posterSrcset: string;
    }>();
    expect(posterSrcset).toBe(
      [320, 640, 1280].map((w) => `/media/videos/${videoId}/poster-${w}w.jpg ${w}w`).join(', '),
    );

    // Faststart: the index (moov) comes before the media data (mdat).
    const mp4 = fs.readFileSync(path.join(dir, 'video.mp4'));
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    expect(
      probeStreams(path.join(dir, 'video.mp4'))
        .map((s) => s.codec_type)
        .sort(),
    ).toEqual(['audio', 'video']);

    const preview = path.join(dir, 'preview.mp4');
    expect(probeStreams(preview).map((s) => s.codec_type)).toEqual(['video']);
    expect(probeDuration(preview)).toBeCloseTo(4 * 0.6, 0);

    const vtt = fs.readFileSync(path.join(dir, 'thumbnails.vtt'), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.000\nsprite\.jpg#xywh=0,0,160,90\n/);
    expect(vtt.match(/-->/g)).toHaveLength(3);
    expect(files).toContain('sprite.jpg');
  }, 180_000);
});
