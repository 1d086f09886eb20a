import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Actor, Category, Playlist, Values, VideoListItem } from '@starlane/contract';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path} failed: ${String(res.status)}`);
  return (await res.json()) as T;
}

const NOT_FOUND = ['/video/unknown-video-id/Nothing', '/no/such/page'];

interface Opened {
  problems: string[];
  /** API GETs the page made after it loaded. */
  apiCalls: string[];
}

/**
 * Opens `path` and collects what the console says (errors, warnings: React reports a hydration mismatch as
 * one) and the API calls the browser made, once the page has settled. The listeners come off afterwards, so
 * one page can open route after route.
 */
async function open(page: Page, path: string): Promise<Opened> {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  const onPageError = (error: Error) => problems.push(error.message);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      apiCalls.push(`${url.pathname}${url.search}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  try {
    // `goto` returns once the app has marked itself hydrated (support/browser.ts).
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    // A mismatch is reported, and a refetch starts, within the effects that follow hydration.
    await page.waitForTimeout(300);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  }
  return { problems, apiCalls };
}

interface Catalogue {
  video: VideoListItem;
  category: Category;
  actor: Actor;
  playlist: Playlist;
}

/** Every public route, by name, from what the demo catalogue holds. */
const ROUTES: Record<string, (c: Catalogue) => string> = {
  home: () => '/',
  videos: () => '/videos',
  video: ({ video }) => `/video/${video.wmcExternalId}/${encodeURIComponent(video.title)}`,
  categories: () => '/categories',
  category: ({ category }) => `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}`,
  actors: () => '/actors',
  actor: ({ actor }) => `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}`,
  toplists: () => '/toplists',
  toplist: () => '/toplists/highestrating',
  playlists: () => '/playlists',
  playlist: ({ playlist }) => `/playlist/${String(playlist.id)}`,
  member: ({ playlist }) => `/member/${playlist.memberId}/${encodeURIComponent(playlist.memberName)}`,
  sitemap: () => '/sitemap',
  wizard: () => '/wizard',
  contactus: () => '/contactus',
  terms: () => '/termsandconditions',
  privacy: () => '/privacypolicy',
  cookies: () => '/cookiepolicy',
  dmca: () => '/dmca',
  records2257: () => '/2257',
  'unknown video': () => NOT_FOUND[0] ?? '',
  'unknown page': () => NOT_FOUND[1] ?? '',
};

describe.skipIf(browserMissing())('server-rendered pages hydrate without a mismatch', () => {
  const browser = useBrowser();
  let catalogue: Catalogue;

  beforeAll(async () => {
    const [videos, categories, actors, playlists] = await Promise.all([
      apiGet<Values<VideoListItem>>('/api/video/?amount=1'),
      apiGet<Values<Category>>('/api/category/'),
      apiGet<Values<Actor>>('/api/actor/'),
      apiGet<Values<Playlist>>('/api/playlist/'),
    ]);
    const video = videos.$values[0];
    const category = categories.$values.find((c) => c.categoryPicture !== null);
    const actor = actors.$values[0];
    const playlist = playlists.$values[0];
    if (!video || !category || !actor || !playlist) throw new Error('the demo catalogue is missing data');
    catalogue = { video, category, actor, playlist };
  });

  async function expectCleanHydration(path: string, page: Page): Promise<Opened> {
    const opened = await open(page, path);
    // An unknown page answers 404 on purpose; the browser says so in the console.
    const expected = NOT_FOUND.includes(path) ? /Failed to load resource.*404/ : /^$/;
    expect(
      opened.problems.filter((problem) => !expected.test(problem)),
      path,
    ).toEqual([]);
    return opened;
  }

  // Every route on a desktop; on a phone the routes whose layout differs most (the rest share their shells).
  const PHONE_ROUTES = [
    'home',
    'video',
    'category',
    'actor',
    'toplist',
    'playlist',
    'member',
    'unknown page',
  ];
  describe.each([
    ['desktop', DESKTOP, Object.keys(ROUTES)],
    ['phone', PHONE, PHONE_ROUTES],
  ])('on a %s, consent given', (_name, viewport, names) => {
    // One page opens every route in turn, as a visitor browsing would: each `goto` is a full server-rendered
    // load and hydration, and a new browser context per route would only add a renderer start (~1.5 s here).
    let page: Page;
    beforeAll(async () => {
      page = await browser.newPage(viewport);
      await skipConsent(page);
    });
    it.each(names)('%s', async (name) => {
      await expectCleanHydration(ROUTES[name]?.(catalogue) ?? '/', page);
    });
  });

  it.each(['home', 'video', 'category', 'toplists'])(
    '%s for a first-time visitor, the consent overlay over the rendered content',
    async (name) => {
      const page = await browser.newPage(PHONE);
      const path = ROUTES[name]?.(catalogue) ?? '/';
      await expectCleanHydration(path, page);
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
      await page.close();
    },
  );

  describe('for a signed-in member', () => {
    let page: Page;
    beforeAll(async () => {
      const member = await createMember();
      page = await browser.newPage();
      await skipConsent(page);
      await signInAs(page, member);
    });
    it.each(['home', 'video', 'category', 'actor', 'playlist', 'member'])('%s', async (name) => {
      await expectCleanHydration(ROUTES[name]?.(catalogue) ?? '/', page);
    });
  });

  it('marks a page interactive only once its own code has arrived and hydrated it', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    // The page's chunk arrives late, as on a slow line or a busy machine: the shell hydrates first.
    await page.route(/\/assets\/wizard-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/wizard');
    const category = page.getByRole('group', { name: 'Categories you like' }).getByRole('checkbox').first();
    await category.check();
    await page.getByRole('button', { name: 'Save my picks' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 5_000 });
    expect(await category.isChecked()).toBe(true);
    await page.close();
  });

  it('does not fetch again what the page was rendered with', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    const home = await open(page, '/');
    expect(home.apiCalls.filter((call) => call.startsWith('/api/category/'))).toEqual([]);
    expect(home.apiCalls.filter((call) => call.startsWith('/api/video/getbycategory'))).toEqual([]);
    const videoPage = await open(page, ROUTES.video?.(catalogue) ?? '/');
    expect(videoPage.apiCalls.filter((call) => call.startsWith('/api/video/getmovie'))).toEqual([]);
    expect(videoPage.apiCalls.filter((call) => call.startsWith('/api/videocomment/'))).toEqual([]);
    await page.close();
  });
});
