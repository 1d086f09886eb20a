/**
 * Every page of the contract is rendered once on the server (docs/decisions/0043): its routes declare what
 * it loads, the server answers that before rendering, and the render reads nothing they did not load. The
 * member's own pages too, with their data (0080). The web app's built server bundle, with the server's own
 * page-query resolver over a real database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillPagePath,
  localizedPath,
  type Locale,
  membersOnlyPages,
  pagePaths,
  type PageName,
  type PageParams,
  type PageRenderResult,
  type RenderPage,
} from '@starlane/contract';
import type { SessionMember } from '../security/session.plugin.js';
import {
  makeComment,
  makeFavourite,
  makeFiledVideo,
  makeMember,
  makePlaylist,
  makeVideo,
} from '../test/factories.js';
import { builtWebApp } from '../test/built-web-app.js';
import { useTestApp } from '../test/harness.js';
import { loadRenderPage } from './page-responder.js';
import { createQueryResolver } from './query-resolver.js';

const { webDistDir, bundleMissing } = builtWebApp('The one-render tests');

describe.skipIf(bundleMissing)('server renders per page', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST_DIR: webDistDir });
  let render: RenderPage;
  /** A URL for each page of the contract, its parameters filled from what the test made. */
  let urls: Record<PageName, string>;
  let member: SessionMember;
  let videoId: string;

  beforeAll(async () => {
    const db = ctx.deps.database.db;
    const { category, actor, video } = await makeFiledVideo(
      db,
      { category: 'Quasar Quarter', star: { firstName: 'Lyra', lastName: 'Once' } },
      { title: 'Single Pass' },
    );
    videoId = video.wmcExternalId;
    const faved = await makeVideo(db, { title: 'Kept In The Favebox', categoryIds: [category.id] });
    await makeVideo(db, { categoryIds: [category.id], actorIds: [actor.id] });
    const owner = await makeMember(db, { userName: 'renderonce' });
    const playlist = await makePlaylist(db, owner.id, [video.id], 'One Render');
    await makeComment(db, owner.id, video.id, { body: 'Rendered once, read once' });
    const now = new Date().toISOString();
    member = {
      sessionIdHash: 'not-a-session',
      memberId: owner.id,
      userName: owner.userName,
      email: owner.email,
      role: 'member',
      persistent: false,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      lastSeenAt: now,
      createdAt: now,
    };
    await makeFavourite(db, owner.id, faved.id);
    await ctx.services.follows.follow(member, actor.wmcExternalId);
    await ctx.services.history.record(member, video.wmcExternalId, 42);
    const loaded = await loadRenderPage(webDistDir);
    if (!loaded) throw new Error('no render in the server bundle');
    render = loaded;
    // A new parameter name in the contract's patterns does not compile until it has a value here.
    const params: PageParams = {
      videoId: video.wmcExternalId,
      videoName: video.title,
      categoryId: category.wmcExternalId,
      categoryName: category.name,
      actorName: 'Lyra Once',
      playlistId: String(playlist.id),
      memberId: owner.id,
      memberName: owner.userName,
      code: 'some-code',
    };
    /** Pages opened with a query string their render must honour, or without an optional segment. */
    const withChoices: Partial<Record<PageName, string>> = {
      videos: '/videos?sort=mostviewed&duration=short',
      category: `${fillPagePath(pagePaths.category, params)}?sort=longest`,
      toplists: '/toplists/toprated?window=week',
      search: '/search?q=single&sort=newest',
      playlist: `/playlist/${String(playlist.id)}`,
    };
    urls = Object.fromEntries(
      (Object.entries(pagePaths) as [PageName, string][]).map(([name, pattern]) => [
        name,
        withChoices[name] ?? fillPagePath(pattern, params),
      ]),
    ) as Record<PageName, string>;
  });

  async function renderAs(
    url: string,
    who: SessionMember | null,
    locale: Locale = 'en',
  ): Promise<PageRenderResult> {
    const resolveFor = createQueryResolver(ctx.services)(who, locale);
    return render({
      url,
      origin: 'https://stars.example',
      siteName: ctx.deps.config.siteName,
      thirdParty: ctx.deps.config.thirdParty,
      memberEmail: who?.email ?? null,
      resolve: async (query) => (await resolveFor(query)).resolved,
    });
  }

  /** The members-only pages: a visitor is sent to sign in and back. */
  const MEMBERS_ONLY = new Set<string>(membersOnlyPages);
  /** What the member's own pages show of their data (made above), read from the rendered HTML. */
  const MEMBER_DATA: Partial<Record<PageName, string[]>> = {
    dashboard: ['Welcome back, renderonce!'],
    manageProfile: ['renderonce'],
    myPlaylists: ['One Render'],
    myFavourites: ['Kept In The Favebox'],
    following: ['Lyra Once', 'Single Pass'],
    history: ['Single Pass'],
  };

  for (const who of ['a visitor', 'a member'] as const) {
    it(`renders each page once for ${who}, with every page query it reads loaded before`, async () => {
      const outcome: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const [name, url] of Object.entries(urls)) {
        const result = await renderAs(url, who === 'a member' ? member : null);
        if (result.kind === 'redirect') {
          outcome[name] = result;
        } else {
          const shown = (MEMBER_DATA[name as PageName] ?? []).filter((text) => result.body.includes(text));
          outcome[name] = { renders: result.renders, unloaded: result.unloaded, shown };
        }
        expected[name] =
          who === 'a visitor' && MEMBERS_ONLY.has(name)
            ? { kind: 'redirect', status: 302, location: `/signin?returnTo=${encodeURIComponent(url)}` }
            : {
                renders: 1,
                unloaded: [],
                shown: who === 'a member' ? (MEMBER_DATA[name as PageName] ?? []) : [],
              };
      }
      expect(outcome).toEqual(expected);
      // Some 30 pages, each importing its page module on its first render: longer than one request.
    }, 120_000);
  }

  it('renders each Spanish page once for a visitor, with every page query it reads loaded before', async () => {
    const outcome: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [name, url] of Object.entries(urls)) {
      if (MEMBERS_ONLY.has(name)) continue;
      const result = await renderAs(localizedPath(url, 'es'), null, 'es');
      outcome[name] =
        result.kind === 'redirect' ? result : { renders: result.renders, unloaded: result.unloaded };
      expected[name] = { renders: 1, unloaded: [] };
    }
    expect(outcome).toEqual(expected);
  }, 120_000);

  it('answers a wrong slug with its redirect before rendering anything', async () => {
    const result = await renderAs(`/video/${videoId}/wrong-title`, null);
    expect(result).toMatchObject({ kind: 'redirect', status: 301 });
  });
});
