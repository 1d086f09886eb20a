import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagePaths, siteRoutes } from '@starlane/contract';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';
import {
  catalogueData,
  pageVisits,
  visitsOf,
  STAFF,
  type PageData,
  type PagePath,
} from '../support/page-visits.js';

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

/** The pages a phone opens besides a desktop: those whose layout differs most (the rest share their shells). */
const PHONE_PAGES: PagePath[] = [
  pagePaths.home,
  pagePaths.video,
  pagePaths.category,
  pagePaths.actor,
  pagePaths.toplists,
  pagePaths.playlist,
  pagePaths.member,
  pagePaths.search,
  pagePaths.history,
];

describe.skipIf(browserMissing())('server-rendered pages hydrate without a mismatch', () => {
  const browser = useBrowser();
  let data: PageData;

  beforeAll(async () => {
    const staffPage = await browser.newPage();
    await skipConsent(staffPage);
    await signInAs(staffPage, STAFF);
    data = await catalogueData(staffPage);
  });

  /** Opens `paths` one after the other in `page`, and answers the console problems of each that had any. */
  async function problemsOf(
    page: Page,
    paths: string[],
    { visitor = false }: { visitor?: boolean } = {},
  ): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const opened = await open(page, path);
      // Answers the browser logs on purpose: an unknown page is a 404; the made-up confirmation link is
      // refused with a 400. Nothing else: a visitor's auth check is rendered with the page, never asked.
      const expected = NOT_FOUND.includes(path)
        ? /Failed to load resource.*404/
        : visitor && path.startsWith('/confirmemail?userId=nobody')
          ? /Failed to load resource.*400/
          : /^$/;
      const problems = opened.problems.filter((problem) => !expected.test(problem));
      if (problems.length > 0) found[path] = problems;
    }
    return found;
  }

  // Every page on a desktop; on a phone the pages whose layout differs most.
  describe.each([
    ['desktop', DESKTOP, Object.values(pagePaths)],
    ['phone', PHONE, PHONE_PAGES],
  ])('on a %s, consent given', (_name, viewport, patterns) => {
    // One page opens every route in turn, as a visitor browsing would: each `goto` is a full server-rendered
    // load and hydration, and a new browser context per route would only add a renderer start (~1.5 s here).
    let page: Page;
    beforeAll(async () => {
      page = await browser.newPage(viewport);
      await skipConsent(page);
    });
    it.each(patterns)('%s', async (pattern) => {
      expect(await problemsOf(page, visitsOf(pattern, data).visitor ?? [], { visitor: true })).toEqual({});
    });
    it('the not-found pages', async () => {
      expect(await problemsOf(page, NOT_FOUND)).toEqual({});
    });
  });

  it.each([pagePaths.home, pagePaths.video, pagePaths.category, pagePaths.toplists])(
    '%s for a first-time visitor, the consent overlay over the rendered content',
    async (pattern) => {
      const page = await browser.newPage(PHONE);
      const path = visitsOf(pattern, data).visitor?.[0] ?? '/';
      expect(await problemsOf(page, [path])).toEqual({});
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
      await page.close();
    },
  );

  it('every page a signed-in member opens', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    await signInAs(page, await createMember());
    expect(await problemsOf(page, pageVisits(data).member)).toEqual({});
  }, 300_000);

  it('every page staff open', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    await signInAs(page, STAFF);
    expect(await problemsOf(page, pageVisits(data).staff)).toEqual({});
  }, 300_000);

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
    const videoPage = await open(page, siteRoutes.video(data.video));
    expect(videoPage.apiCalls.filter((call) => call.startsWith('/api/video/getmovie'))).toEqual([]);
    expect(videoPage.apiCalls.filter((call) => call.startsWith('/api/videocomment/'))).toEqual([]);
    await page.close();
  });
});
