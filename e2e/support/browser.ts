import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/** Shares one headless Chromium per test file; each test opens its own context (fresh cookies). */
export function useBrowser(): {
  newPage(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page>;
} {
  let browser: Browser | undefined;
  // A test's pages close when it ends: left open, their players, countdowns and polls keep running and slow
  // every later test on a 2-core machine. Pages opened in a beforeAll live until the file ends.
  const fileContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  let inTest = false;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    for (const context of testContexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    for (const context of fileContexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async newPage(viewport = DESKTOP, options = {}) {
      if (!browser) throw new Error('The browser did not start');
      const context = await browser.newContext({ ...options, viewport, baseURL: inject('baseUrl') });
      (inTest ? testContexts : fileContexts).push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForHydrationOnGoto(page);
      return page;
    },
  };
}

/**
 * Server-rendered pages show their forms and buttons before React has hydrated them; a click in that gap
 * does nothing or submits natively. After each `goto` or `reload` of an HTML page, wait until the app marks
 * itself interactive.
 */
function waitForHydrationOnGoto(page: Page): void {
  const hydrated = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  const reload = page.reload.bind(page);
  page.reload = async (options) => hydrated(await reload(options));
}

export const browserMissing = (): boolean => inject('browserMissing') !== '';

/** A box on the page, as getBoundingClientRect gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes overlap by more than half a pixel. */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;
