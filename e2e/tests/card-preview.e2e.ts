import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { skipConsent } from '../support/members.js';
import type { VideoDetail } from '@starlane/contract';

async function getVideo(id: string): Promise<VideoDetail> {
  const res = await fetch(`${inject('baseUrl')}/api/video/getmovie?id=${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`getmovie ${id} answered ${String(res.status)}`);
  return (await res.json()) as VideoDetail;
}

/** The external id in a card's link, /video/<id>/<title>. */
async function externalIdOf(card: Locator): Promise<string> {
  const href = await card.locator('a[href^="/video/"]').first().getAttribute('href');
  const id = href?.split('/')[2];
  if (!id) throw new Error(`a card links to ${String(href)}`);
  return decodeURIComponent(id);
}

/** What the page's <video> is doing: muted, playing (time moving), and its src. */
function previewState(card: Locator) {
  return card.locator('video').evaluate((video: HTMLVideoElement) => ({
    src: video.currentSrc || video.src,
    muted: video.muted,
    paused: video.paused,
    time: video.currentTime,
  }));
}

describe.skipIf(browserMissing())('hover previews on listing cards', () => {
  const browser = useBrowser();

  async function home(): Promise<Page> {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto('/');
    return page;
  }

  it('plays the muted preview of a hovered card on a desktop, and stops it when the pointer leaves', async () => {
    const page = await home();
    const cards = page.locator('article.sl-video-card');
    await cards.nth(1).waitFor();
    const hovered = cards.first();
    const untouched = cards.nth(1);
    const video = await getVideo(await externalIdOf(hovered));
    expect(video.previewURL).toMatch(/^\/media\/clips\/clip-\d+-preview\.mp4$/);

    // Nothing is loaded before a card is pointed at.
    expect(await page.locator('article.sl-video-card video').count()).toBe(0);

    await hovered.hover();
    const preview = hovered.locator('video');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(video.previewURL);
    await expect
      .poll(
        async () => {
          const state = await previewState(hovered);
          return state.muted && !state.paused && state.time > 0;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(new URL((await previewState(hovered)).src).pathname).toBe(video.previewURL);
    expect(await untouched.locator('video').count()).toBe(0);

    // Away from every card: the preview goes, and the thumbnail shows again.
    await page.mouse.move(1, 1);
    await preview.waitFor({ state: 'detached' });
    expect(await page.locator('article.sl-video-card video').count()).toBe(0);
    await expect.poll(() => hovered.locator('img').isVisible()).toBe(true);
  });

  it('plays nothing on a saveData connection', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await skipConsent(page);
    await page.goto('/');
    const card = page.locator('article.sl-video-card').first();
    await card.hover();
    // Give React a moment to render a preview it should not render.
    await page.waitForTimeout(500);
    expect(await page.locator('article.sl-video-card video').count()).toBe(0);
  });
});
