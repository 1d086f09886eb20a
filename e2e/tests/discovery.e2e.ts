import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { skipConsent } from '../support/members.js';
import type { VideoListItem } from '@starlane/contract';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${String(res.status)}`);
  return ((await res.json()) as { $values: T }).$values;
}

/** "1:02:03" or "12:34" in seconds. */
function seconds(text: string): number {
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** The lengths of the result cards, in order, as shown. */
async function lengths(page: Page): Promise<number[]> {
  const texts = await page.locator('.sl-video-grid .sl-video-length time').allInnerTexts();
  return texts.map((text) => seconds(text));
}

describe.skipIf(browserMissing())('discovery: search results page and windowed toplists', () => {
  const browser = useBrowser();

  it('Enter in the search box opens the results page; sorting and filtering stay in the URL', async () => {
    const [video] = await api<VideoListItem[]>('/api/video/?amount=1');
    const word = video!.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? video!.title.slice(0, 4);
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto('/');

    await page.getByRole('combobox', { name: 'Search' }).fill(word);
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');

    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
    await page.getByRole('heading', { level: 1, name: `Results for “${word}”` }).waitFor();
    const videos = page.getByRole('list', { name: /^Videos \(\d+\)$/ });
    await videos.waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('mark').count()).toBeGreaterThan(0);

    await page.getByLabel('Sort by').selectOption('longest');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'longest');
    await expect
      .poll(
        async () => {
          const list = await lengths(page);
          return list.length > 0 && list.every((n, i) => i === 0 || n <= list[i - 1]!);
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.getByLabel('Length').selectOption('short');
    await page.waitForURL((url) => url.searchParams.get('duration') === 'short');
    await expect
      .poll(
        async () => {
          const list = await lengths(page);
          // Every card is short, or there is none and the page says so.
          if (list.length === 0) return page.getByText('No videos match these choices.').isVisible();
          return list.every((n) => n < 5 * 60);
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // A reload shows the same choice.
    await page.reload();
    await expect.poll(() => page.getByLabel('Sort by').inputValue(), { timeout: 15_000 }).toBe('longest');
    expect(await page.getByLabel('Length').inputValue()).toBe('short');
  });

  it('a toplist switches to this week and keeps it in the URL', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto('/toplists/mostviewed');

    await page
      .getByRole('navigation', { name: 'Time window' })
      .getByRole('link', { name: 'This week' })
      .click();

    await page.waitForURL((url) => url.searchParams.get('window') === 'week');
    await expect
      .poll(() => page.locator('.sl-video-grid a[href^="/video/"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const thisWeek = page
      .getByRole('navigation', { name: 'Time window' })
      .getByRole('link', { name: 'This week' });
    await expect.poll(() => thisWeek.getAttribute('aria-current'), { timeout: 15_000 }).toBe('page');
  });
});
