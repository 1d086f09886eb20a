/**
 * Staff journeys without traps (docs/decisions/0055): a video a DMCA notice holds cannot be published from
 * its edit form, which says why; staff curate any member's playlist from /admin/playlists and the badge shows
 * on the playlist's own page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AdminPage, AdminVideo, Playlist } from '@starlane/contract';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent, staffPage as openStaffPage } from '../support/members.js';

const JOURNEY_TIMEOUT_MS = 120_000;

/** A POST from the page's context (its session cookie), with the Origin header the CSRF check wants. */
async function post<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const res = await page.request.post(path, {
    headers: { origin: inject('baseUrl') },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`POST ${path}: ${String(res.status())} ${await res.text()}`);
  return (await res.json()) as T;
}

describe.skipIf(browserMissing())('staff journeys', () => {
  const browser = useBrowser();

  const staffPage = (viewport: { width: number; height: number } = DESKTOP): Promise<Page> =>
    openStaffPage(browser, viewport);

  it(
    'a held video’s edit form names the notice and its Publish button is disabled',
    async () => {
      const page = await staffPage();
      const res = await page.request.get('/api/admin/videos?status=published&sort=oldest&amount=50&page=3');
      const videos = ((await res.json()) as AdminPage<AdminVideo>).$values;
      const video = videos[Math.floor(Math.random() * videos.length)]!;
      const notice = await post<{ id: number }>(page, '/api/dmca/notice', {
        claimantName: 'Claire Holder',
        email: 'claire@example.test',
        work: 'My film',
        urls: [`/video/${video.wmcExternalId}`],
        goodFaith: true,
        accuracy: true,
        signature: 'Claire Holder',
      });
      await post(page, `/api/admin/dmca/${String(notice.id)}/takedown`);
      await post(page, `/api/admin/dmca/${String(notice.id)}/counter`, { text: 'It is mine.' });

      await page.goto('/admin/videos');
      await page.getByLabel('Search videos by title or id').fill(video.wmcExternalId);
      await page.getByRole('button', { name: `Edit ${video.title}` }).click();
      await page.getByText(`Held by DMCA notice #${String(notice.id)}`).waitFor();
      // The day as Intl writes it for the page's language (lib/format.ts: "Dec 8, 2026" in English).
      await page.getByText(/It can be restored from \w{3} \d{1,2}, \d{4}/).waitFor();
      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      expect(await publish.isDisabled()).toBe(true);
      expect(await publish.getAttribute('aria-describedby')).toBeTruthy();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'staff curate another member’s playlist from /admin/playlists; its page shows the badge (at 375 px)',
    async () => {
      const owner = await browser.newPage(DESKTOP);
      await skipConsent(owner);
      await signInAs(owner, await createMember('cur'));
      const name = `Curate me ${randomBytes(3).toString('hex')}`;
      const playlist = await post<Playlist>(owner, `/api/playlist/create?name=${encodeURIComponent(name)}`);

      const page = await staffPage(PHONE);
      await page.goto('/admin/playlists');
      await page.getByRole('link', { name: 'Playlists', exact: true }).waitFor();
      await page.getByLabel('Search playlists by name or owner').fill(name);
      await page.getByRole('button', { name: `Curate ${name}` }).click();
      await page.getByText('Playlist curated').waitFor();
      await page.getByRole('button', { name: `Uncurate ${name}` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.goto(`/playlist/${String(playlist.id)}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.getByText('Curated', { exact: true }).waitFor();

      // Uncurated again, the badge goes.
      await page.goto('/admin/playlists');
      await page.getByLabel('Search playlists by name or owner').fill(name);
      await page.getByRole('button', { name: `Uncurate ${name}` }).click();
      await page.getByText('Playlist no longer curated').waitFor();
      await page.goto(`/playlist/${String(playlist.id)}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).getByText('Curated').count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'merges a star picked by name after a preview and a confirmation, then undoes it from the audit log',
    async () => {
      const page = await staffPage();
      const tag = `Mrg${randomBytes(3).toString('hex')}`;
      const from = await post<{ id: number }>(page, '/api/admin/stars/create', {
        firstName: tag,
        lastName: 'From',
      });
      await post(page, '/api/admin/stars/create', { firstName: tag, lastName: 'Into' });
      const [fromName, intoName] = [`${tag} From`, `${tag} Into`];

      await page.goto('/admin/stars');
      await page.getByLabel('Search stars').fill(tag);
      const into = page.getByRole('combobox', { name: `Merge ${fromName} into` });
      await into.fill(intoName);
      await page.getByRole('option', { name: new RegExp(intoName) }).click();
      await page.getByRole('button', { name: `Merge ${fromName}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`0 videos move to ${intoName}`).waitFor();
      await dialog.getByText('0 followers move').waitFor();
      // Nothing happened yet: the star is still there.
      expect((await page.request.get(`/api/actor/${String(from.id)}`)).status()).toBe(200);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      await page.getByText('Star merged; 0 videos moved. Undo it from the audit log.').waitFor();
      expect((await page.request.get(`/api/actor/${String(from.id)}`)).status()).toBe(404);

      await page.goto('/admin/audit');
      await page.getByLabel('Action (e.g. video.update)').fill('star.merge');
      await page.getByLabel('Object id').fill(String(from.id));
      await page.getByRole('button', { name: `Undo star.merge of star ${String(from.id)}` }).click();
      await page.getByText('Merge undone').waitFor();
      expect((await page.request.get(`/api/actor/${String(from.id)}`)).status()).toBe(200);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)(
    'shows the merge suggestions of the unfiltered list’s last star whole on %s',
    async (_, viewport) => {
      const page = await staffPage(viewport);
      const tag = `Aaa${randomBytes(3).toString('hex')}`;
      await post(page, '/api/admin/stars/create', { firstName: tag, lastName: 'Target' });
      await page.goto('/admin/stars');
      const boxes = page.getByRole('combobox', { name: /^Merge .* into$/ });
      await boxes.first().waitFor();
      // The last row sits at the bottom of the table's scrolling box, which used to clip the list away.
      const last = boxes.last();
      await last.scrollIntoViewIfNeeded();
      await last.fill(tag);
      const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`${tag} Target`) });
      await option.waitFor();
      const box = await option.boundingBox();
      if (!box) throw new Error('the suggestion has no box');
      const seen = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[role=option]')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2] as const,
      );
      expect(seen).toContain(`${tag} Target`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await last.inputValue()).toBe(`${tag} Target`);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
