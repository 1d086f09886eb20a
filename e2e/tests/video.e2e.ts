import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';
import type { VideoDetail, VideoListItem } from '@starlane/contract';

const NOT_LOGGED_IN = 'Ooops, no can do! You have to be logged in for this!';
const PARTNER_LINK = 'Watch the full video at our partner';

const baseUrl = (): string => inject('baseUrl');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

const getVideo = (id: string) => api<VideoDetail>(`/api/video/getmovie?id=${encodeURIComponent(id)}`);
const videoPath = (video: VideoListItem) =>
  `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`;

/** A catalogue video (not a partner one) that has both categories and stars, for the pill checks. */
async function findVideoWithPills(): Promise<VideoDetail> {
  const { $values } = await api<{ $values: VideoListItem[] }>('/api/video/?amount=40&sort=newest');
  for (const listed of $values) {
    if (listed.wmcExternalId.length > 10) continue;
    const video = await getVideo(listed.wmcExternalId);
    if (video.movieActors.length > 0 && video.movieMovieCategories.length > 0) return video;
  }
  throw new Error('No catalogue video with both stars and categories');
}

async function findPartnerVideo(): Promise<VideoListItem> {
  const { $values } = await api<{ $values: VideoListItem[] }>('/api/video/getadmovies?amount=1');
  const partner = $values[0];
  if (!partner) throw new Error('The demo catalogue has no partner video');
  expect(partner.wmcExternalId.length).toBeGreaterThan(10);
  return partner;
}

async function openVideo(page: Page, video: VideoListItem): Promise<void> {
  await page.goto(videoPath(video));
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
}

const player = (page: Page, video: VideoListItem): Locator => page.getByLabel(`Video player: ${video.title}`);

/** The value next to a label in the video's facts ("Views", "Average rating"). */
const stat = (page: Page, label: string): Locator => page.locator(`dt:text-is("${label}") + dd`);

/** Waits for the toast, then for it to go, so the next identical toast is a new one. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text, { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
}

async function playUntilTimeAdvances(video: Locator): Promise<void> {
  await video.click();
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no playback: currentTime ${String(element.currentTime)}`));
        }, 20_000);
        const check = () => {
          if (element.currentTime > 0 && !element.paused) {
            clearTimeout(timer);
            resolve();
          } else setTimeout(check, 100);
        };
        // A click on the native controls may pause what the click started; playing it muted is always allowed.
        if (element.paused) {
          element.muted = true;
          element.play().catch(() => undefined);
        }
        check();
      }),
  );
}

async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

async function memberApi<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string): Promise<T> {
  const res =
    method === 'GET' ? await request.get(path) : await request.post(path, { headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${String(res.status())}: ${await res.text()}`);
  return (await res.json()) as T;
}

describe.skipIf(browserMissing())('the video page in Chromium', () => {
  const browser = useBrowser();

  it('plays a deep-linked video on desktop, counts one view and shows its pills and related videos', async () => {
    const video = await findVideoWithPills();
    const page = await browser.newPage(DESKTOP);
    // A visitor of its own (the server trusts the proxy header here): views of one video by one visitor
    // count once in 30 minutes, and other journeys may have played this video from this machine already.
    const [x, y] = [Math.floor(Math.random() * 250) + 1, Math.floor(Math.random() * 250) + 1];
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${String(x)}.${String(y)}` });
    await skipConsent(page);
    const viewLogs: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/video/logvideoview') viewLogs.push(request.url());
    });
    await openVideo(page, video);

    const element = player(page, video);
    expect(await element.getAttribute('poster')).toBeTruthy();
    await playUntilTimeAdvances(element);
    const source = await element.evaluate((el: HTMLVideoElement) => el.currentSrc);
    // The MP4, native HLS, or hls.js feeding the element through Media Source Extensions (a blob: URL).
    const viaHlsJs = video.hlsURL !== null && source.startsWith('blob:');
    expect(viaHlsJs || [video.videoURL, video.hlsURL].some((url) => url && source.includes(url))).toBe(true);

    // The view is logged once, when playback starts: the API and the page both show one more view.
    const after = await pollUntil(
      () => getVideo(video.wmcExternalId),
      (v) => v.viewCount > video.viewCount,
    );
    expect(after.viewCount).toBe(video.viewCount + 1);
    await stat(page, 'Views')
      .filter({ hasText: after.viewCount.toLocaleString('en') })
      .waitFor();
    expect(viewLogs).toHaveLength(1);

    // Playing again after a pause is the same view. Once playback has moved past the pause, a second log
    // would already be on its way (it goes out when playback starts); a request made after that one has
    // completed, so the server has had it too.
    await element.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          el.pause();
          const pausedAt = el.currentTime;
          const check = () => {
            if (!el.paused && el.currentTime > pausedAt) resolve();
            else setTimeout(check, 50);
          };
          el.play().catch(() => undefined);
          check();
        }),
    );
    await page.evaluate(async (id) => {
      await fetch(`/api/video/getmovie?id=${encodeURIComponent(id)}`);
    }, video.wmcExternalId);
    expect(viewLogs).toHaveLength(1);
    expect((await getVideo(video.wmcExternalId)).viewCount).toBe(video.viewCount + 1);

    const related = page.getByRole('list', { name: 'Related videos' });
    await related.waitFor();
    expect(await related.getByRole('listitem').count()).toBe(6);

    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    expect(await categories.count()).toBe(video.movieMovieCategories.length);
    const firstCategory = video.movieMovieCategories[0]!.movieCategory;
    expect(await categories.first().getAttribute('href')).toBe(
      `/category/${encodeURIComponent(firstCategory.wmcExternalId)}/${encodeURIComponent(firstCategory.name)}`,
    );
    const stars = page.getByRole('navigation', { name: 'Stars' }).getByRole('link');
    expect(await stars.count()).toBe(video.movieActors.length);
    const firstStar = video.movieActors[0]!.actor;
    expect(await stars.first().getAttribute('href')).toBe(
      `/actor/${encodeURIComponent(firstStar.firstName)}%20${encodeURIComponent(firstStar.lastName)}`,
    );
    expect(await page.getByRole('link', { name: PARTNER_LINK }).count()).toBe(0);

    await categories.first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/category/${firstCategory.wmcExternalId}/`));
  });

  it('shows the partner link for a partner video and fits a phone', async () => {
    const partner = await findPartnerVideo();
    const page = await browser.newPage(PHONE);
    await skipConsent(page);
    await openVideo(page, partner);

    const promo = page.getByRole('link', { name: PARTNER_LINK });
    await promo.waitFor();
    expect(await promo.getAttribute('rel')).toBe('sponsored noopener');
    expect(await promo.getAttribute('target')).toBe('_blank');
    expect(await promo.getAttribute('href')).toContain(partner.wmcExternalId);

    const box = await player(page, partner).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.05);
    await playUntilTimeAdvances(player(page, partner));

    await page.getByRole('list', { name: 'Related videos' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('says so for an unknown video', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    await page.goto('/video/nosuchvideo/Nothing');
    await page.getByRole('heading', { name: 'Video not found' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  });

  /** The most commented video: it has comments to reply to and report. */
  async function openCommentedVideo(page: Page): Promise<void> {
    const { $values } = await api<{ $values: VideoListItem[] }>('/api/video/getmostcommented?amount=1');
    const video = $values[0];
    if (!video) throw new Error('The demo catalogue has no videos');
    await skipConsent(page);
    await openVideo(page, video);
  }

  it('gives visitors the not-logged-in toast for rating, Fave and Add to Playlist', async () => {
    const page = await browser.newPage();
    await openCommentedVideo(page);

    await page.getByRole('button', { name: 'Rate 4' }).click();
    await expectToast(page, NOT_LOGGED_IN);
    await page.getByRole('button', { name: 'Fave' }).click();
    await expectToast(page, NOT_LOGGED_IN);
    await page.getByRole('button', { name: 'Add to Playlist' }).click();
    await page.getByText(NOT_LOGGED_IN, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('gives visitors the not-logged-in toast for commenting, replying and reporting', async () => {
    const page = await browser.newPage();
    await openCommentedVideo(page);

    await page.getByLabel('Your comment').fill('Can I?');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(page, NOT_LOGGED_IN);

    const reply = page.getByRole('button', { name: 'Reply' }).first();
    await reply.waitFor();
    await reply.click();
    await expectToast(page, NOT_LOGGED_IN);
    expect(await page.getByLabel(/^Your reply to/).count()).toBe(0);

    await page.getByRole('button', { name: 'Report' }).first().click();
    await page.getByText(NOT_LOGGED_IN, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
  });

  it('lets a member rate, fave, add to a playlist, comment, reply, report and remove', async () => {
    const member = await createMember('video');
    const video = await findVideoWithPills();
    const page = await browser.newPage();
    await skipConsent(page);
    await signInAs(page, member);
    const playlistName = `E2E ${member.userName}`;
    const playlist = await memberApi<{ id: number }>(
      page.request,
      'POST',
      `/api/playlist/create?name=${encodeURIComponent(playlistName)}`,
    );
    await openVideo(page, video);

    // Rating: thanks, the member's choice is selected and the shown average is the server's new one.
    await page.getByRole('button', { name: 'Rate 4' }).click();
    await page.getByText('Thanks for your rating!').waitFor();
    const rated = await memberApi<VideoDetail>(
      page.request,
      'GET',
      `/api/video/getmovie?id=${video.wmcExternalId}`,
    );
    expect(rated.myRating).toBe(4);
    expect(rated.ratingCount).toBe(video.ratingCount + 1);
    const average = stat(page, 'Average rating');
    await average.filter({ hasText: rated.averageRating.toFixed(1) }).waitFor();
    expect(await average.textContent()).toContain(`(${String(rated.ratingCount)} ratings)`);
    expect(await page.getByRole('button', { name: 'Rate 4' }).getAttribute('aria-pressed')).toBe('true');

    const fave = page.getByRole('button', { name: 'Fave' });
    expect(await fave.getAttribute('aria-pressed')).toBe('false');
    await fave.click();
    await page.getByText('Video added to your favourites!').waitFor();
    expect(await fave.getAttribute('aria-pressed')).toBe('true');

    const addButton = page.getByRole('button', { name: 'Add to Playlist' });
    await addButton.click();
    const popover = page.getByRole('dialog', { name: 'Your playlists' });
    await popover.waitFor();
    await addButton.click();
    await popover.waitFor({ state: 'detached' });
    await addButton.click();
    await popover.getByRole('button', { name: playlistName }).click();
    await page.getByText('Video added to your playlist!').waitFor();
    const mine = await memberApi<{ $values: { id: number; playlistMovies: { movie: { id: number } }[] }[] }>(
      page.request,
      'GET',
      '/api/playlist/getbyuser',
    );
    const saved = mine.$values.find((p) => p.id === playlist.id);
    expect(saved?.playlistMovies.map((entry) => entry.movie.id)).toContain(video.id);

    // Comment, then reply to it: the reply shows indented under the comment.
    const words = `Lovely colours ${member.userName}`;
    await page.getByLabel('Your comment').fill(words);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText('Thanks for your thoughts on this vid!').waitFor();
    const comment = page
      .getByRole('article', { name: `Comment by ${member.userName}` })
      .filter({ hasText: words });
    await comment.waitFor();

    await comment.getByRole('button', { name: 'Reply' }).click();
    const replyWords = `And the sound ${member.userName}`;
    await page.getByLabel(`Your reply to ${member.userName}`).fill(replyWords);
    await page.getByRole('button', { name: 'Post reply' }).click();
    const replies = page.getByRole('list', { name: `Replies to ${member.userName}` });
    const reply = replies.getByRole('article').filter({ hasText: replyWords });
    await reply.waitFor();
    const parentBox = await comment.boundingBox();
    const replyBox = await reply.boundingBox();
    expect(replyBox!.x).toBeGreaterThan(parentBox!.x + 10);

    // Report: an empty reason is refused, a real one thanked.
    await reply.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('You need to provide feedback for your report. Please try again!').waitFor();
    await dialog.getByLabel('Why should our staff look at this comment?').fill('Testing the report flow');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page
      .getByText('Thank you for your input! Together we strive to make the site great for everybody!')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Remove own comment: it goes, with its reply.
    await comment.getByRole('button', { name: 'Remove' }).click();
    await comment.waitFor({ state: 'detached' });
    await reply.waitFor({ state: 'detached' });
    const { $values: left } = await api<{ $values: { body: string }[] }>(
      `/api/videocomment/getCommentsByVideo?videoId=${video.wmcExternalId}`,
    );
    expect(left.some((c) => c.body === words)).toBe(false);
  });
});
