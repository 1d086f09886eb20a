import { describe, expect, it } from 'vitest';
import { browserMissing, PHONE, useBrowser } from '../support/browser.js';

describe.skipIf(browserMissing())('reading without JavaScript', () => {
  const browser = useBrowser();

  it('opens home, follows links to a category and a video, and the player has the MP4', async () => {
    const page = await browser.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto('/');
    const chip = page.getByRole('region', { name: 'Random Categories' }).getByRole('link').first();
    const categoryName = (await chip.innerText()).trim();
    await chip.click();
    await page.waitForURL(/\/category\//);
    await page.getByRole('heading', { level: 1, name: new RegExp(categoryName) }).waitFor();

    const card = page.locator('main .sl-video-card-link').first();
    const title = (await card.locator('.sl-video-title').innerText()).trim();
    await card.click();
    await page.waitForURL(/\/video\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const source = page.locator('main video source[type="video/mp4"]');
    expect(await source.getAttribute('src')).toMatch(/\.mp4$/);
    // The browser can play it: the media element picked the MP4 source without any script.
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('main video')?.currentSrc !== '',
    );
    expect(await page.locator('main video').evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(
      /\.mp4$/,
    );
  });
});
