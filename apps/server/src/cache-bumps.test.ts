import { describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID } from '@starlane/contract';
import { cacheTags } from './infra/cache-tags.js';
import { makeAd, makeComment, makePlaylist, makeVideo } from './test/factories.js';
import { testEngines } from './test/harness.js';
import { signUpMember, useMemberApp } from './test/accounts.js';

/**
 * Each write bumps the cache tags of what it changes, once it has committed (docs/decisions/0011). The
 * app's own LocalVersions is listened to: what is heard is what every cache sees.
 */
describe.each(testEngines)('cache tags bumped by writes on %s', (engine) => {
  const { ctx, db, post } = useMemberApp(engine);

  /** The tags bumped while `write` runs, sorted; the write must succeed. */
  async function bumpedBy(write: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
    const heard: string[] = [];
    const stop = ctx.deps.versions.onBump((tags) => {
      heard.push(...tags);
    });
    try {
      const res = await write();
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      stop();
    }
    return heard.sort();
  }

  const sorted = (...tags: string[]) => [...tags].sort();

  it('rating: the video and the toplists', async () => {
    const [video, member] = [await makeVideo(db()), await signUpMember(ctx)];

    expect(await bumpedBy(() => post(`/api/video/ratevideo?rating=4&videoId=${video.id}`, member))).toEqual(
      sorted(cacheTags.video(video.id), cacheTags.toplists),
    );
  });

  it('comment added or removed: the video, its comments, the toplists and the authors', async () => {
    const [video, member, replier] = [
      await makeVideo(db()),
      await signUpMember(ctx),
      await signUpMember(ctx),
    ];
    const comment = (who: typeof member, parent = ALL_ZERO_UUID) =>
      post('/api/videocomment/addCommentToVideo', who, {
        videoId: video.id,
        videocomment: 'hello',
        ParentCommentId: parent,
      });
    const onVideo = [cacheTags.video(video.id), cacheTags.comments(video.id), cacheTags.toplists];

    let topId = '';
    expect(
      await bumpedBy(async () => {
        const res = await comment(member);
        topId = res.json<{ id: string }>().id;
        return res;
      }),
    ).toEqual(sorted(...onVideo, cacheTags.member(member.id)));
    expect(await bumpedBy(() => comment(replier, topId))).toEqual(
      sorted(...onVideo, cacheTags.member(replier.id)),
    );
    // The reply goes with its comment: both authors' pages change.
    expect(await bumpedBy(() => post(`/api/videocomment/removeCommentById?id=${topId}`, member))).toEqual(
      sorted(...onVideo, cacheTags.member(member.id), cacheTags.member(replier.id)),
    );
  });

  it('favourite toggled: the video and the member', async () => {
    const [video, member] = [await makeVideo(db()), await signUpMember(ctx)];
    const toggle = () => post(`/api/favourite/favourite?videoId=${video.id}`, member);
    const expected = sorted(cacheTags.video(video.id), cacheTags.member(member.id));

    expect(await bumpedBy(toggle)).toEqual(expected);
    expect(await bumpedBy(toggle)).toEqual(expected);
  });

  it('playlist created, renamed, filled, emptied, removed: the playlist, its owner and the listing', async () => {
    const [video, member] = [await makeVideo(db()), await signUpMember(ctx)];
    let id = 0;
    const expected = () => sorted(cacheTags.playlist(id), cacheTags.member(member.id), cacheTags.playlists);

    expect(
      await bumpedBy(async () => {
        const res = await post('/api/playlist/create?name=Later', member);
        id = res.json<{ id: number }>().id;
        return res;
      }),
    ).toEqual(expected());
    expect(await bumpedBy(() => post(`/api/playlist/update?playlistId=${id}&name=Soon`, member))).toEqual(
      expected(),
    );
    let entryId = 0;
    expect(
      await bumpedBy(async () => {
        const res = await post(`/api/playlist/addvideo?playlistId=${id}&videoId=${video.id}`, member);
        entryId = res.json<{ entryId: number }>().entryId;
        return res;
      }),
    ).toEqual(expected());
    // Adding it again changes nothing, so nothing is bumped.
    expect(
      await bumpedBy(() => post(`/api/playlist/addvideo?playlistId=${id}&videoId=${video.id}`, member)),
    ).toEqual([]);
    expect(
      await bumpedBy(() => post(`/api/playlist/removevideo?playlistId=${id}&videoId=${entryId}`, member)),
    ).toEqual(expected());
    expect(await bumpedBy(() => post(`/api/playlist/remove?playlistId=${id}`, member))).toEqual(expected());
  });

  it('account deleted: the member, their playlists, the videos recounted and the threads they wrote in', async () => {
    const member = await signUpMember(ctx);
    const [rated, favourite, commented, listed] = [
      await makeVideo(db()),
      await makeVideo(db()),
      await makeVideo(db()),
      await makeVideo(db()),
    ];
    expect((await post(`/api/video/ratevideo?rating=2&videoId=${rated.id}`, member)).statusCode).toBe(200);
    expect((await post(`/api/favourite/favourite?videoId=${favourite.id}`, member)).statusCode).toBe(200);
    await makeComment(db(), member.id, commented.id);
    await makeComment(db(), member.id, commented.id);
    const playlist = await makePlaylist(db(), member.id, [listed.id]);

    expect(await bumpedBy(() => post('/api/account/delete', member, { password: member.password }))).toEqual(
      sorted(
        cacheTags.member(member.id),
        cacheTags.playlists,
        cacheTags.toplists,
        cacheTags.playlist(playlist.id),
        cacheTags.video(rated.id),
        cacheTags.video(favourite.id),
        cacheTags.comments(commented.id),
      ),
    );
  });

  it('publication: the video, its comments and every listing', async () => {
    const video = await makeVideo(db(), { status: 'processing' });
    const heard: string[] = [];
    const stop = ctx.deps.versions.onBump((tags) => {
      heard.push(...tags);
    });
    await ctx.services.videos.setStatus(video.id, 'published');
    stop();

    expect(heard.sort()).toEqual(
      sorted(cacheTags.video(video.id), cacheTags.comments(video.id), cacheTags.catalogue),
    );
  });

  it('views and ad logs bump nothing: they change all the time and caches take them by TTL', async () => {
    const [video, ad] = [await makeVideo(db()), await makeAd(db(), 'header')];
    const member = await signUpMember(ctx);

    expect(await bumpedBy(() => post(`/api/video/logvideoview?videoId=${video.id}`))).toEqual([]);
    expect(await bumpedBy(() => post(`/api/video/logvideoview?videoId=${video.id}`, member))).toEqual([]);
    expect(
      await bumpedBy(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/ad/logadview?id=${ad}&action=click&url=/`,
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' },
        }),
      ),
    ).toEqual([]);
  });

  it('a rating shows at once in a cached toplist first page, through the bump', async () => {
    const [low, high] = [await makeVideo(db(), { title: 'low' }), await makeVideo(db(), { title: 'high' })];
    const members = [await signUpMember(ctx), await signUpMember(ctx)];
    const first = async () =>
      (await ctx.services.videos.toplist('mostrated', { page: 1, amount: 2 })).map((v) => v.title);
    await post(`/api/video/ratevideo?rating=5&videoId=${low.id}`, members[0]);
    expect(await first()).toEqual(['low', expect.any(String)]);

    for (const member of members) await post(`/api/video/ratevideo?rating=5&videoId=${high.id}`, member);

    expect(await first()).toEqual(['high', 'low']);
  });

  it('the home page’s popular row and the most viewed toplist’s first page are one cached list', async () => {
    await makeVideo(db(), { title: 'watched', viewCount: 50 });
    const home = async () => (await ctx.services.videos.catalogue({ amount: 1 })).map((v) => v.title);
    const toplist = async () =>
      (await ctx.services.videos.toplist('mostviewed', { page: 1, amount: 1 })).map((v) => v.title);
    expect(await home()).toEqual(['watched']);

    // Written behind the app's back (no bump), as a view fold is taken in by TTL: both answers still
    // come from the one entry the home page filled.
    await makeVideo(db(), { title: 'more watched', viewCount: 1_000_000 });

    expect(await toplist()).toEqual(['watched']);
    await ctx.deps.versions.bump(cacheTags.toplists);
    expect(await home()).toEqual(['more watched']);
  });
});
