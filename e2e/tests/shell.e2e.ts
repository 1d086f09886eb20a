import { describe, expect, it } from 'vitest';
import { browserMissing, PHONE, useBrowser } from '../support/browser.js';

const CONSENT_LIFETIME_SECONDS = 150 * 24 * 60 * 60;

describe.skipIf(browserMissing())('the site shell in Chromium', () => {
  const browser = useBrowser();

  it('asks for age and cookie consent once, then remembers it for 150 days', async () => {
    const page = await browser.newPage();
    await page.goto('/');

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/18/);
    const acceptedAt = Date.now() / 1000;
    await dialog.getByRole('button', { name: /18/ }).click();
    await dialog.waitFor({ state: 'detached' });

    const cookie = (await page.context().cookies()).find((c) => c.name === 'StarlaneAge');
    expect(cookie).toBeDefined();
    expect(cookie!.expires - acceptedAt).toBeGreaterThan(CONSENT_LIFETIME_SECONDS - 120);
    expect(cookie!.expires - acceptedAt).toBeLessThan(CONSENT_LIFETIME_SECONDS + 120);

    await page.reload();
    await page.getByRole('heading', { name: 'Random Categories' }).waitFor();
    // The gate decides on its first render, long before the page's data: had it chosen the overlay, its
    // placeholder (while the overlay's code loads) or the dialog itself would stand by now.
    expect(await page.locator('.sl-consent-pending, [role="dialog"]').count()).toBe(0);
  });

  it('opens the VIDEOS dropdown with category links', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /18/ }).click();

    await page.getByRole('button', { name: 'VIDEOS' }).click();
    const links = page.locator('a[href^="/category/"]');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(5);
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/category\/[^/]+\/.+/);
  });

  it('shows the footer label and the route error fallback is not triggered on a phone', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/sitemap-does-not-exist');
    await page.getByRole('button', { name: /18/ }).click();

    await page.getByText('BETA 0.9').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  });
});
