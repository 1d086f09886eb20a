import { describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID, type Comment } from '@starlane/contract';
import { makeComment, makeMember, makeVideo } from '../test/factories.js';
import { expectCountersMatchRows } from '../test/counters.js';
import { testEngines } from '../test/harness.js';
import { signUpMember, useMemberApp } from '../test/accounts.js';

describe.each(testEngines)('comments on %s', (engine) => {
  const { ctx, db, post, get } = useMemberApp(engine);

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

  it('adds comments and replies, threads replies to replies under the top comment, and counts them', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(db());

    // The keys' case varies on purpose: the old clients send either.
    const add = async (payload: Record<string, unknown>) =>
      (await post('/api/videocomment/addCommentToVideo', member, payload)).json<Comment>();
    const top = await add({
      videoId: video.wmcExternalId,
      videocomment: '  <b>hello</b>  ',
      ParentCommentId: ALL_ZERO_UUID,
    });
    const reply = await add({ videoId: video.id, videocomment: 'reply', ParentCommentId: top.id });
    const nested = await add({ VideoId: video.id, Videocomment: 'deeper', parentCommentId: reply.id });

    expect(top).toMatchObject({
      body: '<b>hello</b>',
      parentCommentId: ALL_ZERO_UUID,
      userName: member.userName,
      memberId: member.id,
    });
    expect(reply.parentCommentId).toBe(top.id);
    expect(nested.parentCommentId).toBe(top.id);
    await expectCountersMatchRows(db(), video.id);
  });

  it('rejects empty and oversized comments, parents from another video, visitors and unknown videos', async () => {
    const member = await signUpMember(ctx);
    const [video, elsewhere] = [await makeVideo(db()), await makeVideo(db())];
    const foreign = (
      await post('/api/videocomment/addCommentToVideo', member, {
        videoId: elsewhere.id,
        videocomment: 'over there',
      })
    ).json<Comment>();

    const cases: [object, number][] = [
      [{ videoId: video.id, videocomment: '   ' }, 400],
      [{ videoId: video.id, videocomment: 'x'.repeat(2001) }, 400],
      [{ videoId: video.id, videocomment: 'hi', ParentCommentId: foreign.id }, 400],
      [{ videoId: video.id, videocomment: 'hi', ParentCommentId: 'not-a-comment' }, 400],
      [{ videoId: 'nothere1', videocomment: 'hi' }, 404],
    ];
    for (const [payload, status] of cases) {
      expect(
        (await post('/api/videocomment/addCommentToVideo', member, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(status);
    }
    expect(
      (
        await post('/api/videocomment/addCommentToVideo', undefined, {
          videoId: video.id,
          videocomment: 'hi',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/videocomment/addCommentToVideo', member, {
          videoId: video.id,
          videocomment: 'x'.repeat(2000),
        })
      ).statusCode,
    ).toBe(200);
    await expectCountersMatchRows(db(), video.id);
  });

  it('reports a comment with a reason, and insists on one', async () => {
    const member = await signUpMember(ctx);
    const video = await makeVideo(db());
    const comment = (
      await post('/api/videocomment/addCommentToVideo', member, { videoId: video.id, videocomment: 'meh' })
    ).json<Comment>();

    const empty = await post('/api/videocomment/reportComment', member, {
      commentId: comment.id,
      feedback: '  ',
    });
    const ok = await post('/api/videocomment/reportComment', member, {
      commentId: comment.id,
      feedback: 'spam',
    });
    const unknown = await post('/api/videocomment/reportComment', member, {
      commentId: ALL_ZERO_UUID,
      feedback: 'spam',
    });

    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe('You need to provide feedback for your report. Please try again!');
    expect(ok.json().title).toBe(
      'Thank you for your input! Together we strive to make the site great for everybody!',
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post('/api/videocomment/reportComment', undefined, { commentId: comment.id, feedback: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('lets authors remove their comments with the replies, and nobody else (403)', async () => {
    const [author, other] = [await signUpMember(ctx), await signUpMember(ctx)];
    const video = await makeVideo(db());
    const top = (
      await post('/api/videocomment/addCommentToVideo', author, { videoId: video.id, videocomment: 'mine' })
    ).json<Comment>();
    await post('/api/videocomment/addCommentToVideo', other, {
      videoId: video.id,
      videocomment: 'reply',
      ParentCommentId: top.id,
    });

    expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, other)).statusCode).toBe(403);
    expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`)).statusCode).toBe(401);
    expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, author)).statusCode).toBe(200);
    expect((await post(`/api/videocomment/removeCommentById?id=${top.id}`, author)).statusCode).toBe(404);
    expect((await get(`/api/videocomment/getCommentsByVideo?videoId=${video.id}`)).json()).toEqual({
      $values: [],
    });
    await expectCountersMatchRows(db(), video.id);
  });
});
