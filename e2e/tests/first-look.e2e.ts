import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Actor, Category, VideoListItem } from '@starlane/contract';
import { browserMissing, DESKTOP, overlaps, PHONE, useBrowser, type Box } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';

/*
 * What a new visitor sees first (docs/decisions/0050, 0051): a header that fits on one menu row, a phone player
 * whose controls fit, and social pictures that social networks take. Each check measures the page in Chromium.
 */

const baseUrl = (): string => inject('baseUrl');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

const headerHeight = (page: Page) =>
  page.locator('header.sl-header').evaluate((header) => header.getBoundingClientRect().height);

/** The boxes of the four catalogue entries of the menu, in the order shown. */
async function catalogueMenuBoxes(page: Page): Promise<Box[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const entries = [
    nav.getByRole('button', { name: 'VIDEOS' }),
    nav.getByRole('button', { name: 'TOPLISTS' }),
    nav.getByRole('link', { name: 'PLAYLISTS', exact: true }),
    nav.getByRole('link', { name: 'STARS', exact: true }),
  ];
  const boxes: Box[] = [];
  for (const entry of entries) {
    const box = await entry.boundingBox();
    expect(box, (await entry.textContent()) ?? '').not.toBeNull();
    boxes.push(box!);
  }
  return boxes;
}

/** How much of the sticky header still covers the page once it is scrolled far down. */
async function stickyCover(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => window.scrollY > 400);
  return page
    .locator('header.sl-header')
    .evaluate((header) => Math.max(0, header.getBoundingClientRect().bottom));
}

/** Width and height from a JPEG's frame header, or a PNG's IHDR. */
function pictureSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

describe.skipIf(browserMissing())('the first look in Chromium', () => {
  const browser = useBrowser();

  it('shows the desktop menu on one row in a header of at most 120 px, for visitors and members', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'SIGN IN' }).waitFor();

    const visitor = await headerHeight(page);
    expect(visitor).toBeLessThanOrEqual(120);
    const boxes = await catalogueMenuBoxes(page);
    for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
    // Scrolled, what stays on screen is one row: it no longer covers the player and the comments.
    expect(await stickyCover(page)).toBeLessThanOrEqual(60);

    const member = await createMember('head');
    await signInAs(page, member);
    await page.goto('/');
    await page.getByRole('button', { name: 'SIGN OUT' }).waitFor();
    expect(await headerHeight(page)).toBeLessThanOrEqual(120);
    const signOut = await page.getByRole('button', { name: 'SIGN OUT' }).boundingBox();
    expect(Math.abs(signOut!.y - (await catalogueMenuBoxes(page))[0]!.y)).toBeLessThan(2);
    expect(await stickyCover(page)).toBeLessThanOrEqual(60);
  });

  it('keeps every menu entry inside the header on one row from 992 to 1920 px, in English and Spanish, signed in or not', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    const member = await createMember('fit');
    const misfits: string[] = [];
    for (const signedIn of [false, true]) {
      if (signedIn) await signInAs(page, member);
      for (const home of ['/', '/es/']) {
        for (const width of [992, 1100, 1280, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(home);
          await page
            .locator(signedIn ? '.sl-nav-account button' : '.sl-nav-account a')
            .first()
            .waitFor();
          const fit = await page.evaluate(() => {
            const inner = document.querySelector('.sl-header-inner')!.getBoundingClientRect();
            const entries = [
              ...document.querySelectorAll<HTMLElement>('#sl-main-menu a, #sl-main-menu button'),
            ]
              .filter((entry) => entry.offsetParent !== null)
              .map((entry) => entry.getBoundingClientRect());
            return {
              header: document.querySelector('header')!.getBoundingClientRect().height,
              overRight: Math.max(...entries.map((box) => box.right)) - inner.right,
              // Entries of one row differ in size (the language link's type is larger), not in their middle.
              spread:
                Math.max(...entries.map((box) => box.top + box.height / 2)) -
                Math.min(...entries.map((box) => box.top + box.height / 2)),
              sideways: document.documentElement.scrollWidth > window.innerWidth,
            };
          });
          const where = `${signedIn ? 'member' : 'visitor'} ${home} at ${String(width)} px`;
          if (fit.header > 120) misfits.push(`${where}: header ${String(fit.header)} px`);
          if (fit.overRight > 0.5)
            misfits.push(`${where}: menu runs ${String(fit.overRight)} px past the edge`);
          if (fit.spread > 12) misfits.push(`${where}: menu on more than one row`);
          if (fit.sideways) misfits.push(`${where}: the page scrolls sideways`);
        }
      }
    }
    expect(misfits).toEqual([]);
  });

  it('keeps the phone header within 112 px with a visible menu icon that opens the menu', async () => {
    const page = await browser.newPage(PHONE);
    await skipConsent(page);
    await page.goto('/');
    expect(await headerHeight(page)).toBeLessThanOrEqual(112);

    const toggle = page.getByRole('button', { name: 'Menu' });
    const icon = toggle.locator('.navbar-toggler-icon');
    const drawn = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return { image: style.backgroundImage, width: box.width, height: box.height };
    });
    expect(drawn.image).toMatch(/^url\(/);
    expect(drawn.width).toBeGreaterThanOrEqual(20);
    expect(drawn.height).toBeGreaterThanOrEqual(20);
    // The menu is folded until asked for.
    expect(await page.getByRole('link', { name: 'STARS', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    await page.getByRole('link', { name: 'STARS', exact: true }).waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const width of [PHONE.width, 320]) {
    it(`gives the player's controls room at ${String(width)} px: a real seek bar, nothing overlapping`, async () => {
      const { $values } = await api<{ $values: VideoListItem[] }>('/api/video/?amount=1&sort=newest');
      const video = $values[0]!;
      const page = await browser.newPage({ width, height: PHONE.height });
      await skipConsent(page);
      await page.goto(`/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`);
      const controls = page.getByRole('group', { name: 'Player controls' });
      await controls.waitFor();
      const seek = controls.getByRole('slider', { name: 'Seek' });
      // Enabled once the video's length is known.
      await page.waitForFunction(
        () => !document.querySelector<HTMLInputElement>('input[aria-label="Seek"]')?.disabled,
      );

      const frame = (await page.locator('.sl-video-player').boundingBox())!;
      const seekBox = (await seek.boundingBox())!;
      expect(seekBox.width).toBeGreaterThanOrEqual(width >= 375 ? 100 : 70);

      // Each control (buttons, the seek bar, the time, the quality choice) inside the player, none on another.
      const boxes = await controls.evaluate((group) =>
        [...group.children]
          .filter((child) => getComputedStyle(child).display !== 'none')
          .map((child) => {
            const r = child.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, name: child.className };
          }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      for (const box of boxes) {
        expect(box.x, box.name).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(box.x + box.width, box.name).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
        expect(box.width, box.name).toBeGreaterThan(0);
      }
      // The crowded case: the demo's newest videos have captions, so the captions menu is on the bar too; the
      // controls still take two rows at most (the seek bar's, the buttons'), not a third over the picture.
      expect(await controls.locator('.sl-player-captions').count()).toBe(1);
      const rows = boxes.reduce<number[]>((found, box) => {
        const middle = box.y + box.height / 2;
        return found.some((row) => Math.abs(row - middle) < 8) ? found : [...found, middle];
      }, []);
      expect(rows.length, JSON.stringify(boxes)).toBeLessThanOrEqual(2);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          expect(overlaps(boxes[i]!, boxes[j]!), `${boxes[i]!.name} / ${boxes[j]!.name}`).toBe(false);
        }
      }
      // The icons are drawn (SVG), not characters that a device without an emoji font shows as boxes.
      for (const name of ['Play', 'Mute', 'Full screen']) {
        const button = controls.getByRole('button', { name, exact: true });
        expect(await button.locator('svg').count(), name).toBe(1);
        expect((await button.textContent())?.trim(), name).toBe('');
      }

      // Spanish labels are the longest ("Automática (240p)"): the same two rows, inside the player.
      await page.goto(
        `/es/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`,
      );
      await page.waitForFunction(
        () => document.querySelector('video[data-engine]')?.getAttribute('data-engine') !== 'pending',
      );
      const spanish = await page.locator('.sl-player-controls').evaluate((group) => {
        const frame = group.closest('.sl-video-player')!.getBoundingClientRect();
        const shown = [...group.children].filter((child) => getComputedStyle(child).display !== 'none');
        const middles = shown.map((child) => {
          const r = child.getBoundingClientRect();
          return r.y + r.height / 2;
        });
        return {
          rows: middles.filter((m, i) => middles.findIndex((other) => Math.abs(other - m) < 8) === i).length,
          outside: shown.filter((child) => child.getBoundingClientRect().right > frame.right + 0.5).length,
        };
      });
      expect(spanish).toEqual({ rows: 2, outside: 0 });
    });
  }

  it('gives video, star, category and list pages a 1200x630 JPEG og:image and twitter:image', async () => {
    const { $values: videos } = await api<{ $values: VideoListItem[] }>('/api/video/?amount=1&sort=newest');
    const { $values: actors } = await api<{ $values: Actor[] }>('/api/actor/');
    const { $values: categories } = await api<{ $values: Category[] }>('/api/category/');
    const video = videos[0]!;
    const actor = actors.find((a) => a.profilePicture)!;
    const category = categories.find((c) => c.categoryPicture)!;
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    const pages = [
      `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`,
      `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}`,
      `/category/${encodeURIComponent(category.wmcExternalId)}/${encodeURIComponent(category.name)}`,
      '/',
      '/videos',
    ];
    const seen = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      expect(og, path).toBeTruthy();
      expect(twitter, path).toBe(og);
      seen.add(og!);
      const res = await page.request.get(og!);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(/^image\/(jpeg|png)$/);
      expect(pictureSize(await res.body()), path).toEqual({ width: 1200, height: 630 });
      // And a browser decodes it as such.
      const natural = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      }, og!);
      expect(natural, path).toEqual({ width: 1200, height: 630 });
    }
    // The video, the star and the category each have a picture of their own; the lists share the site's.
    expect(seen.size).toBe(4);
    // Each picture is drawn by ffmpeg on its first ask: four of them on a busy 2-core machine.
  }, 180_000);
});
