import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REASONS } from '@starlane/contract';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';

/** The wizard's journey (docs/decisions/0034): the wizard's picks change the home page's "Recommended for you" row. */

const ROW_HEADING = 'Recommended for you';
const SAVED = 'Saved. Your mix is below, and on the home page.';

/** Ticks the wizard's first category, saves, and answers the category's name. */
async function pickFirstCategory(page: Page): Promise<string> {
  await page.goto('/wizard');
  const category = page.getByRole('group', { name: 'Categories you like' }).getByRole('checkbox').first();
  await category.waitFor();
  const labelId = await category.getAttribute('id');
  const name = (await page.locator(`label[for="${labelId ?? ''}"]`).textContent())?.trim() ?? '';
  if (!name) throw new Error('The first wizard category has no label');
  await category.check();
  await page.getByRole('button', { name: 'Save my picks' }).click();
  await page.getByRole('status').filter({ hasText: SAVED }).waitFor();
  return name;
}

describe.skipIf(browserMissing())('the wizard in Chromium', () => {
  const browser = useBrowser();

  it('a member’s picks bring the home row, with the picked category as its reason', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await signInAs(page, await createMember('wizard'));

    // Before any taste: the member's recommendations come back and home shows no row.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/recommendations/mine',
    );
    await page.goto('/');
    await answered;
    expect(await page.getByRole('heading', { name: ROW_HEADING }).count()).toBe(0);

    const name = await pickFirstCategory(page);
    await page.goto('/');
    const row = page.getByRole('region', { name: ROW_HEADING });
    await row.getByText(REASONS.likeCategory(name)).first().waitFor();
    expect(await row.getByRole('article').count()).toBeGreaterThan(0);
  });

  it('a visitor’s picks stay in the browser and bring the same row', async () => {
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto('/');
    expect(await page.getByRole('heading', { name: ROW_HEADING }).count()).toBe(0);

    const name = await pickFirstCategory(page);
    await page.goto('/');
    const row = page.getByRole('region', { name: ROW_HEADING });
    await row.getByText(REASONS.likeCategory(name)).first().waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
  });
});
