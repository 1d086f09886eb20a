/**
 * Partner ads and third-party scripts: listing ads on phones (slots 2, 6, 10, ... with every video kept), the
 * header banner with its view and click logged (read back through the staff statistics), and the partner
 * scripts, which a server of this file's own loads from a local "ad network" only after consent, under a
 * Content-Security-Policy that lets in that origin and no other.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { DEMO_PASSWORD, signInAs, skipConsent } from '../support/members.js';
import { startServer, type StartedServer } from '../support/server.js';
import type { Ad, AdDailyStats, Category, VideoListItem } from '@starlane/contract';

const PAGE_SIZE = 12;
const AD_CELL = '[data-slot="ad"]';

async function api<T>(path: string, baseUrl = inject('baseUrl')): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${String(res.status)}`);
  return ((await res.json()) as { $values: T }).$values;
}

let addressCounter = 0;
/** Ad views count once per visitor (address and browser) and half hour: each page gets its own address. */
async function asNewVisitor(page: Page): Promise<void> {
  addressCounter += 1;
  await page.context().setExtraHTTPHeaders({
    'x-forwarded-for': `10.66.${String(addressCounter)}.${String(addressCounter % 250)}`,
  });
}

/** The cells of the listing headed by the page's h1: 'ad' for an ad cell, else the video's title. */
async function listingCells(page: Page): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 1 });
  const name = (await heading.textContent())?.trim() ?? '';
  const list = page.getByRole('list', { name, exact: true });
  await list.getByRole('listitem').first().waitFor();
  return list.evaluate((ul, adCell) => {
    return [...ul.children].map((li) =>
      li.querySelector(adCell) ? 'ad' : (li.querySelector('img')?.getAttribute('alt') ?? '?'),
    );
  }, AD_CELL);
}

const adIndexes = (cells: string[]) => cells.flatMap((cell, i) => (cell === 'ad' ? [i] : []));

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(browserMissing())('partner ads', () => {
  const browser = useBrowser();
  let category: Category;
  let categoryTitles: string[];

  beforeAll(async () => {
    const categories = await api<Category[]>('/api/category/');
    for (const candidate of categories.filter((c) => c.categoryPicture)) {
      const videos = await api<VideoListItem[]>(
        `/api/video/getbycategory?categoryId=${candidate.wmcExternalId}&amount=${String(PAGE_SIZE)}&page=1`,
      );
      if (videos.length === PAGE_SIZE) {
        category = candidate;
        categoryTitles = videos.map((v) => v.title);
        return;
      }
    }
    throw new Error(`the demo catalogue has no category with ${String(PAGE_SIZE)} videos`);
  });

  const categoryPath = () =>
    `/category/${encodeURIComponent(category.wmcExternalId)}/${encodeURIComponent(category.name)}`;

  it('on a 375 px phone puts an ad in slots 2, 6, 10 and 14 of a category page and keeps every video', async () => {
    const page = await browser.newPage(PHONE);
    await skipConsent(page);
    await page.goto(categoryPath());

    const cells = await listingCells(page);
    expect(adIndexes(cells)).toEqual([2, 6, 10, 14]);
    expect(cells.filter((cell) => cell !== 'ad')).toEqual(categoryTitles);
    // The seeded listing ad fills the cells (not just a placeholder or our own banner).
    const adCells = page.locator(`${AD_CELL} img[alt="Fresh clips"]`);
    await expect.poll(() => adCells.count(), { timeout: 10_000 }).toBe(4);
  });

  it('does the same on a toplist page', async () => {
    const titles = (
      await api<VideoListItem[]>(`/api/video/getmostviewed?amount=${String(PAGE_SIZE)}&page=1`)
    ).map((v) => v.title);
    const page = await browser.newPage(PHONE);
    await skipConsent(page);
    await page.goto('/toplists/mostviewed');

    const cells = await listingCells(page);
    expect(adIndexes(cells)).toEqual([2, 6, 10, 14]);
    expect(cells.filter((cell) => cell !== 'ad')).toEqual(titles);
  });

  it('replaces no listing slot at 1280 px', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto(categoryPath());

    const cells = await listingCells(page);
    expect(cells).toEqual(categoryTitles);
    expect(await page.locator(AD_CELL).count()).toBe(0);
  });

  it('shows a seeded header ad, logs its view once half visible and its click with a beacon', async () => {
    const headerAds = (await api<Ad[]>('/api/ad/getall')).filter((ad) => ad.placement === 'header');
    expect(headerAds.length).toBeGreaterThan(0);
    const staff = await browser.newPage();
    await signInAs(staff, { email: 'demo_staff@example.com', password: DEMO_PASSWORD });
    const stats = async (adId: number) => {
      const res = await staff.request.get(`/api/ad/stats?from=${utcDay(-1)}&to=${utcDay(1)}`);
      expect(res.status()).toBe(200);
      const rows = ((await res.json()) as { $values: AdDailyStats[] }).$values.filter((r) => r.adId === adId);
      return {
        views: rows.reduce((sum, r) => sum + r.views, 0),
        clicks: rows.reduce((sum, r) => sum + r.clicks, 0),
      };
    };
    const before = new Map(
      await Promise.all(headerAds.map(async (ad) => [ad.id, await stats(ad.id)] as const)),
    );

    const page = await browser.newPage(DESKTOP);
    await asNewVisitor(page);
    await skipConsent(page);
    const external: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== inject('baseUrl')) external.push(request.url());
    });
    const isLog = (action: string) => (request: Request) =>
      request.url().includes('/api/ad/logadview') &&
      new URL(request.url()).searchParams.get('action') === action;
    const viewLogged = page.waitForRequest(isLog('view'));
    await page.goto('/toplists/highestrating');

    const banner = page.getByRole('banner').getByRole('region', { name: 'Advertisement' });
    const image = banner.getByRole('img');
    await image.waitFor();
    const name = await image.getAttribute('alt');
    const ad = headerAds.find((a) => a.name === name);
    expect(ad, `the header shows a seeded header ad, not ${String(name)}`).toBeDefined();
    const adId = ad!.id;
    expect(await banner.getAttribute('data-ad-id')).toBe(String(adId));

    const view = await viewLogged;
    expect(view.method()).toBe('POST');
    expect(Object.fromEntries(new URL(view.url()).searchParams)).toEqual({
      id: String(adId),
      action: 'view',
      url: '/toplists/highestrating',
    });
    await expect
      .poll(async () => (await stats(adId)).views, { timeout: 10_000 })
      .toBe(before.get(adId)!.views + 1);

    const clickLogged = page.waitForRequest(isLog('click'));
    await banner.getByRole('link').click();
    const click = await clickLogged;
    expect(click.method()).toBe('POST');
    expect(click.postData() ?? '').toBe('');
    expect(new URL(click.url()).searchParams.get('id')).toBe(String(adId));
    await expect
      .poll(async () => (await stats(adId)).clicks, { timeout: 10_000 })
      .toBe(before.get(adId)!.clicks + 1);
    // One view per page view: the page had one, so the count is still one up.
    expect((await stats(adId)).views).toBe(before.get(adId)!.views + 1);

    // Nothing is configured on this server: even after consent nothing outside the site loads.
    expect(await page.locator('script[data-third-party]').count()).toBe(0);
    expect(await page.getByTitle('Live cams').count()).toBe(0);
    expect(external).toEqual([]);
  });
});

interface LocalHost {
  origin: string;
  hits: Map<string, number>;
  close: () => Promise<void>;
}

/** A tiny HTTP server standing in for a partner: serves the given files and counts requests per path. */
async function startLocalHost(files: Record<string, { type: string; body: string }>): Promise<LocalHost> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files[path];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        // The browser may still hold keep-alive connections open.
        server.closeAllConnections();
      }),
  };
}

describe.skipIf(browserMissing())('third-party scripts and embeds, after consent only', () => {
  const browser = useBrowser();
  let partner: LocalHost;
  let stranger: LocalHost;
  let server: StartedServer;
  let videoPath: string;

  beforeAll(async () => {
    partner = await startLocalHost({
      '/ad.js': { type: 'text/javascript', body: 'window.__adLoaded = (window.__adLoaded || 0) + 1;' },
      '/tag.js': {
        type: 'text/javascript',
        body: 'window.__analyticsId = document.currentScript && document.currentScript.dataset.id;',
      },
      '/cams.html': { type: 'text/html', body: '<!doctype html><title>cams</title><p>Live now</p>' },
    });
    stranger = await startLocalHost({
      '/evil.js': { type: 'text/javascript', body: 'window.__strangerLoaded = true;' },
    });
    server = await startServer({
      AD_NETWORK_SCRIPTS: `${partner.origin}/ad.js`,
      ANALYTICS_SCRIPT_URL: `${partner.origin}/tag.js`,
      ANALYTICS_ID: 'SL-E2E-1',
      LIVECAM_EMBED_URL: `${partner.origin}/cams.html`,
      VIEW_FLUSH_MS: '0',
    });
    const [video] = await api<{ wmcExternalId: string; title: string }[]>(
      '/api/video/getmostviewed?amount=1&page=1',
      server.baseUrl,
    );
    if (!video) throw new Error('the demo catalogue has no video');
    videoPath = `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`;
  });

  afterAll(async () => {
    await server?.stop();
    await partner?.close();
    await stranger?.close();
  });

  const loaded = (page: Page) => page.evaluate(() => (window as { __adLoaded?: number }).__adLoaded ?? 0);

  it('loads the partner scripts and the live cams only once the visitor accepts, each once', async () => {
    const page = await browser.newPage(DESKTOP);
    const response = await page.goto(`${server.baseUrl}${videoPath}`);

    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ')).toContain(partner.origin);
    expect(scriptSrc).not.toContain(stranger.origin);
    expect(scriptSrc).toMatch(/'nonce-[^']+'/);

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await loaded(page)).toBe(0);
    expect(partner.hits.get('/ad.js') ?? 0).toBe(0);
    expect(partner.hits.get('/tag.js') ?? 0).toBe(0);
    expect(partner.hits.get('/cams.html') ?? 0).toBe(0);
    expect(await page.getByTitle('Live cams').count()).toBe(0);

    await dialog.getByRole('button', { name: /18/ }).click();
    await page.waitForFunction(() => (window as { __adLoaded?: number }).__adLoaded === 1);
    await page.waitForFunction(() => (window as { __analyticsId?: string }).__analyticsId === 'SL-E2E-1');
    expect(await page.evaluate(() => (window as { starlaneAnalyticsId?: string }).starlaneAnalyticsId)).toBe(
      'SL-E2E-1',
    );
    expect(partner.hits.get('/ad.js')).toBe(1);

    // The tags carry the page's nonce (read through the property: Chrome hides the attribute).
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeDefined();
    // No meta tag repeats it for markup or CSS to read.
    expect(await page.locator('meta[name="csp-nonce"]').count()).toBe(0);
    const nonces = await page
      .locator('script[data-third-party]')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(nonces).toEqual([nonce, nonce]);

    const cams = page.getByTitle('Live cams');
    await cams.waitFor();
    // The live cams stand above the partners column's two slots, which show the two seeded sidebar ads.
    const column = page.getByRole('complementary', { name: 'Partners' });
    expect(await column.getByTitle('Live cams').count()).toBe(1);
    const sidebarAds = column.getByRole('region', { name: 'Advertisement' }).getByRole('img');
    await expect.poll(() => sidebarAds.count(), { timeout: 10_000 }).toBe(2);
    expect(
      new Set(await sidebarAds.evaluateAll((images) => images.map((i) => i.getAttribute('alt')))),
    ).toEqual(new Set(['Playlists', 'Meet the stars']));
    expect(await cams.getAttribute('src')).toBe(`${partner.origin}/cams.html`);
    expect(await cams.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    await expect.poll(() => partner.hits.get('/cams.html') ?? 0, { timeout: 10_000 }).toBe(1);
    expect(await page.frameLocator('iframe[title="Live cams"]').getByText('Live now').textContent()).toBe(
      'Live now',
    );

    // Moving on within the app loads nothing twice.
    await page.getByRole('link', { name: 'STARS' }).first().click();
    await page.waitForURL('**/actors');
    await page.waitForLoadState('networkidle');
    expect(await loaded(page)).toBe(1);
    expect(partner.hits.get('/ad.js')).toBe(1);
    expect(await page.locator('script[data-third-party]').count()).toBe(2);
  });

  it('loads them at startup for a returning visitor, and the CSP blocks a script from any other origin', async () => {
    const hitsBefore = partner.hits.get('/ad.js') ?? 0;
    const page = await browser.newPage(DESKTOP);
    await page.context().addCookies([{ name: 'StarlaneAge', value: 'true', url: server.baseUrl }]);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => (window as { __adLoaded?: number }).__adLoaded === 1);
    expect(partner.hits.get('/ad.js')).toBe(hitsBefore + 1);

    const outcome = await page.evaluate(async (src) => {
      const violation = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          resolve(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const script = document.createElement('script');
      script.src = src;
      const settled = new Promise<string>((resolve) => {
        script.onload = () => {
          resolve('loaded');
        };
        script.onerror = () => {
          resolve('error');
        };
      });
      document.head.append(script);
      return { violation: await violation, settled: await settled };
    }, `${stranger.origin}/evil.js`);

    expect(outcome.violation).toMatch(/^script-src(-elem)? /);
    expect(outcome.violation).toContain(stranger.origin);
    expect(outcome.settled).toBe('error');
    expect(
      await page.evaluate(() => (window as { __strangerLoaded?: boolean }).__strangerLoaded),
    ).toBeUndefined();
    expect(stranger.hits.get('/evil.js') ?? 0).toBe(0);
  });
});
