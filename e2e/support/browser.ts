import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/** Shares one headless Chromium per test file; each test opens its own context (fresh cookies). */
export function useBrowser(): { newPage(viewport?: { width: number; height: number }): Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async newPage(viewport = DESKTOP) {
      if (!browser) throw new Error('The browser did not start');
      const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
      contexts.push(context);
      return context.newPage();
    },
  };
}

export const browserMissing = (): boolean => inject('browserMissing') !== '';
