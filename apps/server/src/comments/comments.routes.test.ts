import { describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID, type Comment } from '@starlane/contract';
import { makeComment, makeMember, makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('comments (reading) on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists a video’s comments oldest first with replies pointing at their parent', async () => {
    const author = await makeMember(db(), { userName: 'talker' });
    const video = await makeVideo(db(), { title: 'Chatty' });
    const top = await makeComment(db(), author.id, video.id, {
      body: 'first!',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    await makeComment(db(), author.id, video.id, {
      body: 'a reply',
      parentId: top,
      createdAt: '2026-01-01T11:00:00.000Z',
    });

    const res = await get(`/api/videocomment/getCommentsByVideo?videoId=${video.wmcExternalId}`);

    expect(res.statusCode).toBe(200);
    expect(res.json<{ $values: Comment[] }>().$values).toEqual([
      {
        id: top,
        parentCommentId: ALL_ZERO_UUID,
        userName: 'talker',
        memberId: author.id,
        createdDate: '2026-01-01T10:00:00.000Z',
        body: 'first!',
        video: { id: video.id, wmcExternalId: video.wmcExternalId, title: 'Chatty' },
      },
      expect.objectContaining({ parentCommentId: top, body: 'a reply' }),
    ]);
  });

  it('shows comments of removed members as from a "deleted member"', async () => {
    const video = await makeVideo(db());
    await makeComment(db(), null, video.id, { body: 'orphan' });

    const res = await get(`/api/videocomment/getcommentsbyvideo?videoid=${video.id}`);

    expect(res.json<{ $values: Comment[] }>().$values[0]).toMatchObject({
      userName: 'deleted member',
      memberId: null,
    });
  });

  it('lists a member’s comments newest first, each with its video', async () => {
    const author = await makeMember(db());
    const video = await makeVideo(db(), { title: 'Where' });
    await makeComment(db(), author.id, video.id, { body: 'old', createdAt: '2026-01-01T00:00:00.000Z' });
    await makeComment(db(), author.id, video.id, { body: 'new', createdAt: '2026-02-01T00:00:00.000Z' });

    const res = await get(`/api/videocomment/getbymember?memberId=${author.id}`);

    const comments = res.json<{ $values: Comment[] }>().$values;
    expect(comments.map((c) => c.body)).toEqual(['new', 'old']);
    expect(comments[0]!.video.title).toBe('Where');
  });

  it('answers 404 for an unknown video or member', async () => {
    expect((await get('/api/videocomment/getCommentsByVideo?videoId=unknown9')).statusCode).toBe(404);
    expect((await get(`/api/videocomment/getbymember?memberId=${ALL_ZERO_UUID}`)).statusCode).toBe(404);
  });
});
