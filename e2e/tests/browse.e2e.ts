import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { skipConsent } from '../support/members.js';
import type { Actor, Category, VideoListItem } from '@starlane/contract';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${String(res.status)}`);
  return ((await res.json()) as { $values: T }).$values;
}

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** VideoListItem cards of a list (ads may share a grid's cells later, so count the video links, not the cells). */
const videoCards = (page: Page, listName: string) =>
  page
    .getByRole('list', { name: listName, exact: true })
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/video/"]') });

async function expectCount(locate: () => Promise<number>, expected: number): Promise<void> {
  await expect.poll(locate, { timeout: 15_000 }).toBe(expected);
}

describe.skipIf(browserMissing())('browsing videos, categories, stars and toplists', () => {
  const browser = useBrowser();
  let categories: Category[] = [];
  let bigCategory: Category;
  let busyStar: Actor;
  let busyStarName: string;

  beforeAll(async () => {
    categories = await api<Category[]>('/api/category/');
    const withPicture = categories.filter((c) => c.categoryPicture);
    const sizes = await Promise.all(
      withPicture.map(async (c) => ({
        c,
        n: (await api<VideoListItem[]>(`/api/video/getbycategory?categoryId=${c.wmcExternalId}&amount=100`))
          .length,
      })),
    );
    const big = sizes.find(({ n }) => n > 24);
    if (!big) throw new Error('the demo catalogue has no category with more than 24 videos');
    bigCategory = big.c;

    const actors = await api<Actor[]>('/api/actor/');
    for (const actor of actors) {
      const videos = await api<VideoListItem[]>(
        `/api/video/getbyactor?actorId=${actor.wmcExternalId}&amount=11`,
      );
      if (videos.length > 10) {
        busyStar = actor;
        break;
      }
    }
    if (!busyStar) throw new Error('the demo catalogue has no star with more than 10 videos');
    busyStarName = `${busyStar.firstName} ${busyStar.lastName}`;
  });

  async function open(viewport: { width: number; height: number }, path: string): Promise<Page> {
    const page = await browser.newPage(viewport);
    await skipConsent(page);
    await page.goto(path);
    return page;
  }

  for (const [label, viewport] of VIEWPORTS) {
    describe(`on a ${label}`, () => {
      it('home shows 16 category chips, 2 categories of 8 videos and 12 stars', async () => {
        const page = await open(viewport, '/');
        const chips = page.getByRole('region', { name: 'Random Categories' }).getByRole('listitem');
        await expectCount(() => chips.count(), 16);
        const pictured = new Set(categories.filter((c) => c.categoryPicture).map((c) => c.name));
        for (const name of await chips.allInnerTexts()) expect(pictured.has(name.trim())).toBe(true);

        const rows = page.locator('section').filter({ has: page.locator('.sl-video-grid') });
        await expectCount(() => rows.count(), 2);
        for (const row of await rows.all()) {
          const name = (await row.getByRole('heading', { level: 2 }).innerText()).trim();
          expect(pictured.has(name)).toBe(true);
          await expectCount(() => videoCards(page, name).count(), 8);
        }

        await expectCount(() => page.getByRole('list', { name: 'Stars' }).getByRole('listitem').count(), 12);
        const starLinks = page.getByRole('list', { name: 'Stars' }).getByRole('link');
        for (const href of await Promise.all((await starLinks.all()).map((l) => l.getAttribute('href')))) {
          expect(href).toMatch(/^\/actor\/[^/]+%20[^/]+$/);
        }
        await page.getByRole('region', { name: 'Advertisement' }).first().waitFor();
      });

      it('home links through to a category, a video and a star', async () => {
        const page = await open(viewport, '/');
        const row = page
          .locator('section')
          .filter({ has: page.locator('.sl-video-grid') })
          .first();
        const categoryLink = row.getByRole('heading', { level: 2 }).getByRole('link');
        await categoryLink.waitFor();
        const categoryName = (await categoryLink.innerText()).trim();
        await categoryLink.click();
        await page.waitForURL(/\/category\/[^/]+\/[^/]+$/);
        await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();

        await page.goBack();
        // Home picks its categories at random on every visit: let the page settle, then read one card at once.
        await page.locator('.sl-video-grid a[href^="/video/"]').first().waitFor();
        await page.waitForLoadState('networkidle');
        const { href, videoTitle } = await page
          .locator('.sl-video-grid a[href^="/video/"]')
          .first()
          .evaluate((a) => ({
            href: a.getAttribute('href'),
            videoTitle: a.querySelector('img')?.getAttribute('alt') ?? null,
          }));
        expect(href).toMatch(/^\/video\/[^/]+\/[^/]+$/);
        expect(decodeURIComponent(href!.split('/')[3]!)).toBe(videoTitle);
        await page.locator(`.sl-video-grid a[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname === href);
        await page.getByRole('heading', { level: 1, name: videoTitle! }).waitFor();

        await page.goBack();
        const star = page.getByRole('list', { name: 'Stars' }).getByRole('link').first();
        await star.waitFor();
        const starName = (await star.innerText()).trim();
        await star.click();
        await page.waitForURL(/\/actor\/[^/]+$/);
        await page.getByRole('heading', { level: 1, name: starName }).waitFor();
      });

      it('every browse page survives a deep link and a reload', async () => {
        const pages: [string, string | RegExp][] = [
          ['/', 'Random Categories'],
          ['/videos', 'All Videos'],
          ['/categories', 'Categories'],
          [
            `/category/${bigCategory.wmcExternalId}/${encodeURIComponent(bigCategory.name)}`,
            bigCategory.name,
          ],
          [`/category/${bigCategory.wmcExternalId}`, bigCategory.name],
          ['/actors', 'Stars'],
          [`/actor/${encodeURIComponent(busyStarName)}`, busyStarName],
          ['/toplists', 'Most Viewed'],
          ['/toplists/mostviewed', 'Most Viewed'],
          ['/toplists/highestrating', 'Highest Rating'],
          ['/toplists/mostrated', 'Most Rated'],
          ['/toplists/mostcommented', 'Most Commented'],
        ];
        const page = await browser.newPage(viewport);
        await skipConsent(page);
        for (const [path, heading] of pages) {
          await page.goto(path);
          await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
          await page.reload();
          await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
          expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
        }
      });

      // The layout-dependent journeys above run on both widths; the listings' paging and sorting below do not
      // depend on the width, and run once.
      if (label !== 'desktop') return;

      it('a category shows 12 videos, then 24 after show more', async () => {
        const page = await open(viewport, `/category/${bigCategory.wmcExternalId}/${bigCategory.name}`);
        await page.getByRole('heading', { level: 1, name: bigCategory.name }).waitFor();
        await expectCount(() => videoCards(page, bigCategory.name).count(), 12);
        const first12 = await page
          .locator('.sl-video-grid a[href^="/video/"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));

        await page.getByRole('button', { name: 'Show me more from this category!' }).click();
        await expectCount(() => videoCards(page, bigCategory.name).count(), 24);
        const all = await page
          .locator('.sl-video-grid a[href^="/video/"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(all.slice(0, 12)).toEqual(first12);
        expect(new Set(all).size).toBe(24);

        const expected = await api<VideoListItem[]>(
          `/api/video/getbycategory?categoryId=${bigCategory.wmcExternalId}&amount=24`,
        );
        expect(all.map((h) => decodeURIComponent(h!.split('/')[2]!))).toEqual(
          expected.map((v) => v.wmcExternalId),
        );
      });

      it('toplists show 12, then 24, and an unknown type shows Most Viewed', async () => {
        const page = await open(viewport, '/toplists/highestrating');
        await page.getByRole('heading', { level: 1, name: 'Highest Rating' }).waitFor();
        await expectCount(() => videoCards(page, 'Highest Rating').count(), 12);
        await page.getByRole('button', { name: 'Show me more from this toplist' }).click();
        await expectCount(() => videoCards(page, 'Highest Rating').count(), 24);

        const top = await api<VideoListItem[]>('/api/video/getmostcommented?amount=12&page=1');
        await page
          .getByRole('navigation', { name: 'Toplists' })
          .getByRole('link', { name: 'Most Commented' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Most Commented' }).waitFor();
        await expectCount(() => videoCards(page, 'Most Commented').count(), 12);
        const firstAlt = await videoCards(page, 'Most Commented')
          .first()
          .getByRole('img')
          .getAttribute('alt');
        expect(firstAlt).toBe(top[0]!.title);

        await page.goto('/toplists/no-such-list');
        await page.getByRole('heading', { level: 1, name: 'Most Viewed' }).waitFor();
        await expectCount(() => videoCards(page, 'Most Viewed').count(), 12);
        const current = page.getByRole('navigation', { name: 'Toplists' }).locator('[aria-current="page"]');
        expect(await current.innerText()).toBe('Most Viewed');
      });

      it('a star page shows 5 videos, then 10', async () => {
        const page = await open(viewport, `/actor/${encodeURIComponent(busyStarName)}`);
        await page.getByRole('heading', { level: 1, name: busyStarName }).waitFor();
        const list = `Videos with ${busyStarName}`;
        await expectCount(() => videoCards(page, list).count(), 5);
        await page.getByRole('button', { name: 'Show me more' }).click();
        await expectCount(() => videoCards(page, list).count(), 10);
        expect(await page.getByRole('complementary', { name: 'Partners' }).count()).toBe(1);
      });

      it('unknown stars and categories say they are not found', async () => {
        const page = await open(viewport, '/actor/Nobody%20Atall');
        await page.getByRole('heading', { level: 1, name: 'Star not found' }).waitFor();
        await page.goto('/category/nosuchcat/Nothing');
        await page.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
      });

      it('the categories page lists exactly the categories that have a picture', async () => {
        const page = await open(viewport, '/categories');
        const list = page.getByRole('list', { name: 'Categories' });
        const expected = categories.filter((c) => c.categoryPicture);
        expect(expected.length).toBeLessThan(categories.length);
        await expectCount(() => list.getByRole('listitem').count(), expected.length);
        const hrefs = await list
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(hrefs.sort()).toEqual(
          expected.map((c) => `/category/${c.wmcExternalId}/${encodeURIComponent(c.name)}`).sort(),
        );
      });

      it('the stars page lists every star', async () => {
        const page = await open(viewport, '/actors');
        const actors = await api<Actor[]>('/api/actor/');
        await expectCount(
          () => page.getByRole('list', { name: 'Stars' }).getByRole('listitem').count(),
          actors.length,
        );
        const first = actors[0]!;
        const link = page.getByRole('link', { name: `${first.firstName} ${first.lastName}`, exact: true });
        expect(await link.getAttribute('href')).toBe(
          `/actor/${encodeURIComponent(first.firstName)}%20${encodeURIComponent(first.lastName)}`,
        );
        expect(await link.locator('img').getAttribute('src')).toBeTruthy();
      });

      it('/videos pages the whole catalogue and sorts it', async () => {
        const page = await open(viewport, '/videos');
        await expectCount(() => videoCards(page, 'All Videos').count(), 12);
        const longest = await api<VideoListItem[]>('/api/video/?amount=12&page=1&sort=longest');
        await page.getByLabel('Sort by').selectOption('longest');
        await page.waitForURL(/sort=longest/);
        await expect
          .poll(() => videoCards(page, 'All Videos').first().getByRole('img').getAttribute('alt'), {
            timeout: 15_000,
          })
          .toBe(longest[0]!.title);
        await page.getByRole('button', { name: 'Show me more' }).click();
        await expectCount(() => videoCards(page, 'All Videos').count(), 24);
        await page.reload();
        expect(await page.getByLabel('Sort by').inputValue()).toBe('longest');
      });
    });
  }
});
