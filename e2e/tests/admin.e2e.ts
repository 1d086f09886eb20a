/**
 * The staff area (docs/departures.md): a staff member edits a video's title and sees it on the public page, creates an
 * ad and sees it in its placement, works the reports queue; a visitor files a DMCA notice on /dmca and staff
 * take the video down; staff upload a video and watch it go through the media pipeline. Members and visitors
 * get the not-found page at /admin.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AdminPage, AdminVideo, MediaJob } from '@starlane/contract';
import { makeTestClip } from '../../apps/server/src/test/clips.js';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent, staffPage as openStaffPage } from '../support/members.js';

const JOURNEY_TIMEOUT_MS = 120_000;

describe.skipIf(browserMissing())('staff area', () => {
  const browser = useBrowser();

  const staffPage = (viewport: { width: number; height: number } = DESKTOP): Promise<Page> =>
    openStaffPage(browser, viewport);

  /** Published videos far down the oldest-first list, so the journeys touch what other files do not show. */
  async function someVideos(page: Page, count: number): Promise<AdminVideo[]> {
    const res = await page.request.get('/api/admin/videos?status=published&sort=oldest&amount=50&page=2');
    expect(res.status()).toBe(200);
    const videos = ((await res.json()) as AdminPage<AdminVideo>).$values;
    const offset = Math.floor(Math.random() * (videos.length - count));
    return videos.slice(offset, offset + count);
  }

  it('shows visitors and members the not-found page at /admin', async () => {
    const visitor = await browser.newPage(DESKTOP);
    await skipConsent(visitor);
    await visitor.goto('/admin');
    await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();
    const member = await browser.newPage(DESKTOP);
    await skipConsent(member);
    await signInAs(member, await createMember('adm'));
    await member.goto('/admin/videos');
    await member.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it(
    'shows the live traffic on the dashboard, counted from the requests the site answered',
    async () => {
      const page = await staffPage();
      await page.goto('/admin');
      for (const name of [
        'Requests per minute, last hour',
        'Server errors (5xx) per minute, last hour',
        'Cache hit ratio per minute, last hour',
        'Views per hour, last 24 hours',
      ]) {
        await page.getByRole('img', { name }).waitFor();
      }
      // This journey's own sign-in and page loads were answered, so the last hour counts some.
      await page.getByText('The numbers: Requests per minute, last hour').click();
      const cells = page.getByRole('table').first().locator('tbody td:nth-child(2)');
      const counts = (await cells.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'edits a video’s title and the public page shows it (at 375 px)',
    async () => {
      const page = await staffPage(PHONE);
      const [video] = await someVideos(page, 1);
      const title = `Edited ${randomBytes(3).toString('hex')}`;
      await page.goto('/admin/videos');
      await page.getByLabel('Search videos by title or id').fill(video!.wmcExternalId);
      await page.getByRole('button', { name: `Edit ${video!.title}` }).click();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Save video' }).click();
      await page.getByText('Video saved').waitFor();
      // No horizontal scrolling at 375 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.goto(`/video/${video!.wmcExternalId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'creates an ad and it shows in its placement',
    async () => {
      const page = await staffPage();
      const name = `E2E ad ${randomBytes(3).toString('hex')}`;
      await page.goto('/admin/ads');
      await page.getByRole('button', { name: 'New ad' }).click();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Target URL').fill('https://advertiser.example/');
      await page.getByLabel('Creative picture URL').fill('/media/ads/header.svg');
      await page.getByLabel('Placement').selectOption('home');
      await page.getByLabel('Weight').fill('100');
      await page.getByRole('button', { name: 'Create ad' }).click();
      await page.getByRole('button', { name: `Edit ${name}` }).waitFor();

      // Slots pick by weight at random: at weight 100 the new ad shows on (nearly) every home page view.
      const visitor = await browser.newPage(DESKTOP);
      await skipConsent(visitor);
      let seen = false;
      for (let attempt = 0; attempt < 5 && !seen; attempt++) {
        await visitor.goto('/');
        seen = await visitor
          .getByRole('img', { name })
          .first()
          .waitFor({ timeout: 5000 })
          .then(() => true)
          .catch(() => false);
      }
      expect(seen).toBe(true);

      // Paused, it leaves the page for good (cleanup for the other journeys too).
      await page.getByRole('button', { name: `Pause ${name}` }).click();
      await page.getByRole('button', { name: `Resume ${name}` }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'works the reports queue: a reported comment is hidden, then shown again on dismiss',
    async () => {
      const page = await staffPage();
      const [video] = await someVideos(page, 1);
      const author = await createMember('author');
      const authorPage = await browser.newPage(DESKTOP);
      await skipConsent(authorPage);
      await signInAs(authorPage, author);
      const body = `Reported in e2e ${randomBytes(3).toString('hex')}`;
      const added = await authorPage.request.post('/api/videocomment/addCommentToVideo', {
        data: { videoId: video!.wmcExternalId, videocomment: body },
        headers: { origin: inject('baseUrl') },
      });
      expect(added.status()).toBe(200);
      const commentId = ((await added.json()) as { id: string }).id;
      for (let i = 0; i < 3; i++) {
        const reporter = await browser.newPage(DESKTOP);
        await signInAs(reporter, await createMember('reporter'));
        const res = await reporter.request.post('/api/videocomment/reportComment', {
          data: { commentId, feedback: `reason ${i}` },
          headers: { origin: inject('baseUrl') },
        });
        expect(res.status()).toBe(200);
        await reporter.close();
      }

      const visitor = await browser.newPage(DESKTOP);
      await skipConsent(visitor);
      await visitor.goto(`/video/${video!.wmcExternalId}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      expect(await visitor.getByText(body).count()).toBe(0);

      await page.goto('/admin/reports');
      const item = page.getByRole('article', { name: `Reported comment by ${author.userName}` });
      await item.getByText(body).waitFor();
      await item.getByText('3 reports by 3 members').waitFor();
      await item.getByRole('button', { name: 'Dismiss reports' }).click();
      await page.getByText('Reports dismissed').waitFor();

      await visitor.reload();
      await visitor.getByText(body).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a visitor files a DMCA notice on /dmca and staff take the video down',
    async () => {
      const page = await staffPage();
      const [video] = await someVideos(page, 1);
      const visitor = await browser.newPage(DESKTOP);
      await skipConsent(visitor);
      await visitor.goto('/dmca');
      await visitor.getByRole('heading', { name: 'Repeat infringers' }).waitFor();
      const claimant = `Claimant ${randomBytes(3).toString('hex')}`;
      await visitor.getByLabel('Your full name', { exact: true }).fill(claimant);
      await visitor.getByLabel('Your e-mail address').fill('claimant@example.test');
      await visitor.getByLabel('The copyrighted work').fill('My own film');
      await visitor
        .getByLabel('The URLs of the material on this site (one per line)')
        .fill(`${inject('baseUrl')}/video/${video!.wmcExternalId}`);
      await visitor.getByLabel(/I believe in good faith/).check();
      await visitor.getByLabel(/The information in this notice is accurate/).check();
      await visitor.getByLabel('Signature (type your full name)').fill(claimant);
      await visitor.getByRole('button', { name: 'Send notice' }).click();
      await visitor.getByText(/Your notice #\d+ has been received/).waitFor();

      await page.goto('/admin/dmca');
      const notice = page.getByRole('article').filter({ hasText: claimant });
      await notice.getByText(video!.title).waitFor();
      await notice.getByRole('button', { name: 'Take down' }).click();
      await page.getByText('1 videos taken down').waitFor();

      const gone = await visitor.request.get(`/api/video/getmovie?id=${video!.wmcExternalId}`);
      expect(gone.status()).toBe(404);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'uploads a video from the videos page and shows its transcoding job’s progress',
    async () => {
      // A one-second test pattern, small enough to transcode in a few seconds.
      const clip = makeTestClip({ width: 320, height: 180, seconds: 1, audio: false, name: 'pattern.mp4' });
      const title = `Uploaded ${randomBytes(3).toString('hex')}`;
      const page = await staffPage();
      await page.goto('/admin/videos');
      await page.getByRole('button', { name: 'Upload a video' }).click();
      await page.getByLabel('Video file').setInputFiles(clip);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Upload video' }).click();
      // The browser's part ends once the job's progress shows; the worker's run to publication is proven by
      // apps/server/src/media/uploads.test.ts, and takes too long on a loaded CI machine for this budget.
      await page
        .getByRole('progressbar', { name: 'Transcoding progress' })
        .or(page.getByText('Published: the video is transcoded and on the site.'))
        .waitFor();

      const res = await page.request.get(`/api/admin/videos?q=${encodeURIComponent(title)}`);
      const [video] = ((await res.json()) as AdminPage<AdminVideo>).$values;
      expect(video).toMatchObject({ title });
      const jobs = await page.request.get('/api/media/jobs?amount=5');
      const job = ((await jobs.json()) as { $values: MediaJob[] }).$values.find(
        (j) => j.videoId === video!.id,
      );
      expect(job).toMatchObject({
        sourceName: 'pattern.mp4',
        status: expect.stringMatching(/queued|running|done/),
      });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
