import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Category, VideoListItem } from '@starlane/contract';
import { browserMissing, CHROMIUM_PATH, overlaps } from '../support/browser.js';
import { STAFF } from '../support/members.js';
import { startServer, type StartedServer } from '../support/server.js';

/*
 * The visual gate (docs/decisions/0069): ten pages at four widths, each screenshot compared with its committed
 * baseline in e2e/visual/baselines, plus the geometry a screenshot cannot be trusted to show (no sideways
 * scroll, the menu on one row from 992 px, player controls apart).
 *
 * Deterministic on purpose: a server of its own on a fresh demo catalogue (other files' journeys add comments,
 * views and playlists to the shared one), Math.random fixed in that server and in the pages (home's rows,
 * the chips, the ads' order), animations and the caret off, the system fonts the machine has (the site loads
 * no web font). Baselines change only through `npm run visual:update -w @starlane/e2e`, which writes them
 * instead of comparing; a missing baseline fails here.
 */

const UPDATE = process.env.VISUAL_UPDATE === '1';
const BASELINES = path.resolve(import.meta.dirname, '../visual/baselines');
/** Where a failed comparison leaves its screenshot and its diff (ignored by git). */
const OUTPUT = path.resolve(import.meta.dirname, '../visual/output');
/** pixelmatch's per-pixel colour threshold (0-1), and the share of a screenshot that may differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

let server: StartedServer | undefined;
let browser: Browser | undefined;
/**
 * `mask`: what changes with the time of day, painted over (the dashboard's counts of today, its live traffic).
 */
const pages: { name: string; path: string; staff?: boolean; mask?: string }[] = [];

async function api<T>(url: string): Promise<T> {
  const res = await fetch(`${server!.baseUrl}${url}`);
  if (!res.ok) throw new Error(`GET ${url} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/** The pages of the gate, found by what the demo catalogue always has (its first items by a fixed order). */
async function pagesOfTheGate(): Promise<typeof pages> {
  const { $values: videos } = await api<{ $values: VideoListItem[] }>('/api/video/?amount=1&sort=mostviewed');
  const { $values: actors } = await api<{ $values: Actor[] }>('/api/actor/');
  const { $values: categories } = await api<{ $values: Category[] }>('/api/category/');
  const { $values: playlists } = await api<{
    $values: { id: number; videoCount: number; memberId: string; memberName: string }[];
  }>('/api/playlist/');
  const video = videos[0]!;
  const actor = [...actors]
    .filter((a) => a.profilePicture)
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))[0]!;
  const category = categories.find((c) => c.categoryPicture)!;
  // A crib lists playlists of more than four videos.
  const playlist = [...playlists].filter((p) => p.videoCount > 4).sort((a, b) => a.id - b.id)[0]!;
  return [
    { name: 'home', path: '/' },
    { name: 'video', path: `/video/${video.wmcExternalId}/${encodeURIComponent(video.title)}` },
    { name: 'category', path: `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}` },
    { name: 'star', path: `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}` },
    { name: 'toplist', path: '/toplists/mostviewed' },
    { name: 'search', path: '/search?q=star' },
    { name: 'playlist', path: `/playlist/${String(playlist.id)}` },
    { name: 'crib', path: `/member/${playlist.memberId}/${encodeURIComponent(playlist.memberName)}` },
    { name: 'signin', path: '/signin' },
    { name: 'admin', path: '/admin', staff: true, mask: 'dl dd, [data-live]' },
  ];
}

async function openPage(
  viewport: { width: number; height: number },
  staff: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = server!.baseUrl;
  const context = await browser!.newContext({
    viewport,
    baseURL,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: 'StarlaneAge', value: 'true', url: baseURL }]);
  await context.addInitScript(() => {
    Math.random = () => 0.5;
  });
  if (staff) {
    const res = await context.request.post('/login?useSessionCookies=true', {
      data: STAFF,
      headers: { origin: baseURL },
    });
    if (!res.ok()) throw new Error(`staff sign-in failed: ${String(res.status())}`);
  }
  return { context, page: await context.newPage() };
}

/** Waits until the page is hydrated, its pictures decoded and its fonts ready: what a visitor sees at rest. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  // A player is at rest once it has chosen its engine (the quality menu arrives with an HLS ladder), its media
  // is known (the seek bar enabled) and an HLS ladder shows the level it plays ("Auto (240p)").
  await page
    .waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>('video[data-engine]');
        if (!video) return true;
        if (video.dataset.engine === 'pending') return false;
        const seek = document.querySelector<HTMLInputElement>('input[aria-label="Seek"]');
        const quality = document.querySelector<HTMLSelectElement>('select.sl-player-quality');
        return (
          seek !== null &&
          !seek.disabled &&
          (!quality || /\(\d+p\)/.test(quality.selectedOptions[0]?.textContent ?? ''))
        );
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`${page.url()}: the player never came to rest (engine, length, level)`);
    });
  // Data a page loads in the browser (the staff area's sections) has arrived: no loading state is left.
  await page
    .waitForFunction(() => document.querySelector('.sl-loading, .placeholder-glow') === null, undefined, {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error(`${page.url()}: still loading after 30 s`);
    });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pictures = [...document.images].filter((img) => img.loading !== 'lazy' || img.complete);
    await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What a screenshot cannot be trusted to show: the page's geometry at this width. */
async function checkGeometry(page: Page, name: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}@${String(width)}: scrolls sideways by ${String(overflow)} px`);
  if (width >= 992) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tops = await nav
      .locator(':scope .navbar-nav > *')
      .evaluateAll((items) =>
        items.filter((i) => i.getBoundingClientRect().height > 0).map((i) => i.getBoundingClientRect().top),
      );
    if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 2) {
      problems.push(`${name}@${String(width)}: the menu spans ${String(new Set(tops).size)} rows`);
    }
  }
  const controls = page.getByRole('group', { name: 'Player controls' });
  if ((await controls.count()) > 0) {
    const boxes = await controls.evaluate((group) =>
      [...group.children]
        .filter((child) => getComputedStyle(child).display !== 'none')
        .map((child) => {
          const r = child.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, name: child.className };
        }),
    );
    // The buttons, the time and the quality choice on one row (on a phone the seek bar has its own above).
    const centres = boxes.filter((box) => !box.name.includes('sl-seek')).map((box) => box.y + box.height / 2);
    if (centres.length > 0 && Math.max(...centres) - Math.min(...centres) > 4) {
      problems.push(`${name}@${String(width)}: the player's buttons take more than one row`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        if (overlaps(boxes[i]!, boxes[j]!)) {
          problems.push(`${name}@${String(width)}: ${boxes[i]!.name} overlaps ${boxes[j]!.name}`);
        }
      }
    }
  }
  return problems;
}

/** Compares a screenshot with its baseline; writes the baseline instead under `visual:update`. */
function compare(file: string, shot: Buffer): string | undefined {
  const baseline = path.join(BASELINES, file);
  if (UPDATE) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(baseline, shot);
    return undefined;
  }
  if (!fs.existsSync(baseline)) {
    return `${file}: no baseline (npm run visual:update -w @starlane/e2e writes it)`;
  }
  const expected = PNG.sync.read(fs.readFileSync(baseline));
  const actual = PNG.sync.read(shot);
  fs.mkdirSync(OUTPUT, { recursive: true });
  if (expected.width !== actual.width || expected.height !== actual.height) {
    fs.writeFileSync(path.join(OUTPUT, file), shot);
    return `${file}: ${String(actual.width)}x${String(actual.height)}, baseline ${String(expected.width)}x${String(expected.height)}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return undefined;
  fs.writeFileSync(path.join(OUTPUT, file), shot);
  fs.writeFileSync(path.join(OUTPUT, file.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
  return `${file}: ${String(differing)} pixels differ (${(ratio * 100).toFixed(2)} %, at most ${String(MAX_DIFF_RATIO * 100)} %); see e2e/visual/output`;
}

describe.skipIf(browserMissing())('the visual gate', () => {
  beforeAll(async () => {
    server = await startServer(
      {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve(import.meta.dirname, '../support/fixed-random.mjs')}`,
      },
      // A second server beside the suite's: seeding it waits for the cores the other one is using.
      { timeoutMs: 170_000 },
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      // Text drawn the same way on every run: no LCD subpixel text, no hinting differences, one colour profile.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
      ],
    });
    pages.push(...(await pagesOfTheGate()));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const names = [
    'home',
    'video',
    'category',
    'star',
    'toplist',
    'search',
    'playlist',
    'crib',
    'signin',
    'admin',
  ];
  for (const name of names) {
    it(`${name} looks as its baselines at ${WIDTHS.map((w) => w.width).join(', ')} px`, async () => {
      const target = pages.find((p) => p.name === name)!;
      const problems: string[] = [];
      for (const viewport of WIDTHS) {
        const { context, page } = await openPage(viewport, target.staff ?? false);
        try {
          const res = await page.goto(target.path);
          expect(res?.status(), target.path).toBe(200);
          const started = Date.now();
          await settle(page);
          const settled = Date.now();
          problems.push(...(await checkGeometry(page, name, viewport.width)));
          const shot = await page.screenshot({
            animations: 'disabled',
            caret: 'hide',
            scale: 'css',
            mask: target.mask ? [page.locator(target.mask)] : [],
          });
          if (process.env.VISUAL_TIMES) {
            console.log(
              `${name}@${String(viewport.width)} settle ${String(settled - started)} ms, shot ${String(Date.now() - settled)} ms`,
            );
          }
          const problem = compare(`${name}-${String(viewport.width)}.png`, shot);
          if (problem) problems.push(problem);
        } finally {
          await context.close();
        }
      }
      expect(problems).toEqual([]);
      // Four page loads and screenshots: seconds on a quiet machine, minutes on a 2-core one shared by many.
    }, 300_000);
  }
});
