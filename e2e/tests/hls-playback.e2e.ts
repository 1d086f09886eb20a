import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Values, VideoDetail, VideoListItem } from '@starlane/contract';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { skipConsent } from '../support/members.js';

/**
 * The player's journey (docs/decisions/0024): a demo video's HLS ladder (master playlist over 240p and 360p, made by the
 * pipeline's own steps) plays through the app's player with hls.js, seeks, and switches rung on request.
 */

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/**
 * A video whose master playlist has two rungs or more. The newest video may be one another journey uploaded
 * (a tiny clip, one rung), so each candidate's playlist is read.
 */
async function findLadderVideo(): Promise<VideoDetail> {
  const { $values } = await api<Values<VideoListItem>>('/api/video/?amount=20&sort=newest');
  for (const listed of $values) {
    const video = await api<VideoDetail>(
      `/api/video/getmovie?id=${encodeURIComponent(listed.wmcExternalId)}`,
    );
    if (!video.hlsURL?.endsWith('/master.m3u8')) continue;
    const master = await (await fetch(`${inject('baseUrl')}${video.hlsURL}`)).text();
    if ((master.match(/#EXT-X-STREAM-INF/g) ?? []).length >= 2) return video;
  }
  throw new Error('No demo video plays an HLS ladder of two rungs (npm run demo-media makes them)');
}

/** What the element must show: each given field must hold. */
interface Wanted {
  blobSource?: boolean;
  minTime?: number;
  maxTime?: number;
  playing?: boolean;
  settled?: boolean;
}

/** Waits in the page until the element shows what is `wanted` (checked every 100 ms). */
async function waitForElement(
  video: Locator,
  wanted: Wanted,
  timeoutMs = 20_000,
): Promise<{ currentTime: number; src: string }> {
  return video.evaluate(
    (element: HTMLVideoElement, [want, timeout]) =>
      new Promise<{ currentTime: number; src: string }>((resolve, reject) => {
        const holds = () =>
          (want.blobSource === undefined || element.currentSrc.startsWith('blob:') === want.blobSource) &&
          (want.minTime === undefined || element.currentTime >= want.minTime) &&
          (want.maxTime === undefined || element.currentTime <= want.maxTime) &&
          (want.playing === undefined || !element.paused === want.playing) &&
          (want.settled === undefined || !element.seeking === want.settled);
        const timer = setTimeout(() => {
          reject(new Error(`not reached: ${JSON.stringify(want)} at ${String(element.currentTime)} s`));
        }, timeout);
        const check = () => {
          if (holds()) {
            clearTimeout(timer);
            resolve({ currentTime: element.currentTime, src: element.currentSrc });
          } else setTimeout(check, 100);
        };
        check();
      }),
    [wanted, timeoutMs] as const,
  );
}

describe.skipIf(browserMissing())('HLS ladder playback in Chromium', () => {
  const browser = useBrowser();

  it('plays the master playlist with hls.js, seeks from the keyboard and switches rung', async () => {
    const video = await findLadderVideo();
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    const segments: string[] = [];
    page.on('request', (request) => {
      if (/\/(240p|360p)\/seg-\d+\.m4s$/.test(request.url())) segments.push(request.url());
    });
    await page.goto(`/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`);
    const element = page.getByLabel(`Video player: ${video.title}`);

    // hls.js feeds the element through Media Source Extensions; the menu lists the ladder's rungs.
    await waitForElement(element, { blobSource: true });
    const controls = page.getByRole('group', { name: 'Player controls' });
    const quality = controls.getByRole('combobox', { name: 'Quality' });
    await quality.waitFor();
    const rungs = await quality.locator('option').allTextContents();
    expect(rungs.slice(1)).toEqual(['360p', '240p']);

    await element.evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      return el.play();
    });
    const started = await waitForElement(element, { minTime: 0.2, playing: true });

    // The player's own shortcut: ArrowRight skips 5 s, through hls.js's seek into later segments.
    await element.focus();
    await page.keyboard.press('ArrowRight');
    const sought = await waitForElement(element, { minTime: started.currentTime + 4.5, settled: true });
    expect(sought.src.startsWith('blob:')).toBe(true);
    await waitForElement(element, { minTime: sought.currentTime + 0.3 });

    // Choosing the other rung makes hls.js fetch that rung's segments, and playback goes on from there.
    // Back near the start (a short clip may have ended meanwhile), playing.
    await element.evaluate((el: HTMLVideoElement) => {
      el.currentTime = 1;
      return el.play();
    });
    await waitForElement(element, { minTime: 1, maxTime: 4, settled: true });
    const playing = (await quality.locator('option').first().textContent()) ?? '';
    const other = playing.includes('240p') ? '360p' : '240p';
    const before = segments.length;
    await quality.selectOption({ label: other });
    await expect.poll(() => segments.slice(before).some((url) => url.includes(`/${other}/`))).toBe(true);
    await waitForElement(element, { minTime: 1.5, playing: true });
  });
});
