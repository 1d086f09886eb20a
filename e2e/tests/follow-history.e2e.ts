import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Actor, ResumePosition, Values, VideoListItem } from '@starlane/contract';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';

/** Followed stars and watch history (docs/decisions/0032), two journeys: resuming where one left off, and a followed star's video on /following. */

const videoPath = (video: Pick<VideoListItem, 'wmcExternalId' | 'title'>) =>
  `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${String(res.status())}`);
  return (await res.json()) as T;
}

async function signedInPage(browser: ReturnType<typeof useBrowser>): Promise<Page> {
  const member = await createMember('follow');
  const page = await browser.newPage(DESKTOP);
  await skipConsent(page);
  await signInAs(page, member);
  return page;
}

describe.skipIf(browserMissing())('follows and history in Chromium', () => {
  const browser = useBrowser();

  it('lets a member resume a video where they left it', async () => {
    const page = await signedInPage(browser);
    const [video] = (await getJson<Values<VideoListItem>>(page, '/api/video/getmostviewed?amount=1')).$values;
    if (!video) throw new Error('The demo catalogue has no video');
    await page.goto(videoPath(video));
    const player = page.getByLabel(`Video player: ${video.title}`);

    // Play, jump to 0:06 and pause there: the pause reports the position.
    await player.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            reject(new Error('no playback'));
          }, 10_000);
          element.addEventListener(
            'playing',
            () => {
              element.currentTime = 6.2;
              element.addEventListener(
                'seeked',
                () => {
                  element.pause();
                  clearTimeout(timer);
                  resolve();
                },
                { once: true },
              );
            },
            { once: true },
          );
          element.muted = true;
          element.play().catch(reject);
        }),
    );
    const deadline = Date.now() + 5_000;
    let stored: ResumePosition = { positionSeconds: null };
    while (stored.positionSeconds !== 6 && Date.now() < deadline) {
      stored = await getJson<ResumePosition>(page, `/api/history/position?videoId=${video.wmcExternalId}`);
      if (stored.positionSeconds !== 6) await page.waitForTimeout(200);
    }
    expect(stored.positionSeconds).toBe(6);

    // Back on its page, the player offers to resume (the home row is covered by its component test).
    await page.goto(videoPath(video));
    await page.getByRole('button', { name: 'Resume from 0:06' }).click();
    const at = await player.evaluate((element: HTMLVideoElement) => element.currentTime);
    expect(at).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('button', { name: 'Resume from 0:06' }).count()).toBe(0);
  });

  it('shows a followed star’s newest video first on /following', async () => {
    const page = await signedInPage(browser);
    const [star] = (await getJson<Values<Actor>>(page, '/api/actor/getSelection?amount=1')).$values;
    if (!star) throw new Error('The demo catalogue has no star');
    const [newest] = (
      await getJson<Values<VideoListItem>>(
        page,
        `/api/video/getbyactor?actorId=${star.wmcExternalId}&amount=1`,
      )
    ).$values;
    if (!newest) throw new Error('The star has no video');
    const name = `${star.firstName} ${star.lastName}`;

    await page.goto(`/actor/${encodeURIComponent(name)}`);
    const follow = page.getByRole('button', { name: `Follow ${name}` });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await page.locator(`button[aria-label="Follow ${name}"][aria-pressed="true"]`).waitFor();

    await page.getByRole('link', { name: 'FOLLOWING' }).click();
    await page.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
    const feed = page.getByRole('region', { name: 'New from your stars' });
    const first = feed.getByRole('article').first().getByRole('link').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toContain(`/video/${newest.wmcExternalId}/`);
    await page.getByRole('link', { name }).waitFor();
  });
});
