import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@starlane/contract';
import { memberRequests, type TestMember, signUpStaff } from '../test/accounts.js';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('admin dashboard on %s', (engine) => {
  const ctx = useTestApp(engine);
  const http = memberRequests(ctx);
  let staff: TestMember;

  beforeAll(async () => {
    staff = await signUpStaff(ctx);
  });

  it('counts the media jobs that failed for good today and in the last 7 days, not done or retrying ones', async () => {
    const db = ctx.deps.database.db;
    const video = await makeVideo(db, { status: 'failed' });
    // The test clock stands at 2026-01-15T12:00Z: today began at midnight, the week at 2026-01-08T12:00Z.
    const job = (status: 'queued' | 'done' | 'failed', finishedAt: string | null) => ({
      video_id: video.id,
      kind: 'transcode' as const,
      source_path: '/nowhere.mp4',
      source_name: 'x.mp4',
      status,
      max_attempts: 3,
      run_after: '2026-01-01T00:00:00.000Z',
      error: status === 'done' ? null : 'ffmpeg: boom',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: finishedAt ?? '2026-01-15T11:00:00.000Z',
      finished_at: finishedAt,
    });
    await db
      .insertInto('media_jobs')
      .values([
        job('failed', '2026-01-15T00:30:00.000Z'),
        job('failed', '2026-01-10T08:00:00.000Z'),
        job('failed', '2026-01-08T11:59:00.000Z'),
        job('done', '2026-01-15T09:00:00.000Z'),
        job('queued', null),
      ])
      .execute();

    const res = await http.get('/api/admin/dashboard', staff);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json<Dashboard>();
    expect(dashboard.jobsFailed).toEqual({ today: 1, week: 2 });
    expect(dashboard.videosFailed).toBe(1);
    expect(dashboard.signUps).toEqual({ today: 1, week: 1 });
  });
});
