import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Playlist, VideoListItem } from '@starlane/contract';
import { formatAudit, isBlocking, runAxe, sidewaysOverflow, type AuditRow } from '../support/axe.js';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent, type E2eMember } from '../support/members.js';
import { catalogueData, pageVisits, STAFF } from '../support/page-visits.js';

/**
 * The accessibility gate: axe-core on every page of the contract's `pagePaths` (visitors, members and staff)
 * at 1280 px and 375 px, and no sideways scrolling.
 */

const baseUrl = (): string => inject('baseUrl');

type Listing<T> = T[] | { $values: T[] };
const valuesOf = <T>(listing: Listing<T>): T[] => (Array.isArray(listing) ? listing : listing.$values);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/** A POST from the page's context (its session cookie), with the Origin header the CSRF check wants. */
async function post(page: Page, path: string, data?: unknown): Promise<unknown> {
  const res = await page.request.post(path, {
    headers: { origin: baseUrl() },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`POST ${path}: ${String(res.status())} ${await res.text()}`);
  return res.json();
}

interface Routes {
  /** Pages a visitor sees (the member-only ones show their sign-in prompt or redirect). */
  visitor: string[];
  /** Pages seen signed in: the member pages, and the pages that change for members. */
  member: string[];
  /** The staff area, seen by staff. */
  staff: string[];
}

/**
 * Every page of the contract's `pagePaths`, by who opens it (e2e/support/page-visits.ts: each page's URL made
 * from its pattern, so a page added to the contract is opened without a line here), with real ids from the seeded catalogue; the playlist and member pages are
 * the test member's own, after the member has rated, favourited, commented and filled a playlist, so their
 * pages show content, not only their empty states.
 */
async function discoverRoutes(page: Page, staffPage: Page, member: E2eMember): Promise<Routes> {
  const data = await catalogueData(staffPage);
  const { video } = data;
  await signInAs(page, member);
  const info = (await (await page.request.get('/manage/info')).json()) as { id: string };
  await post(page, `/api/video/ratevideo?rating=4&videoId=${encodeURIComponent(video.wmcExternalId)}`);
  await post(page, `/api/favourite/favourite?videoId=${encodeURIComponent(video.wmcExternalId)}`);
  await post(page, '/api/videocomment/addCommentToVideo', {
    videoId: video.wmcExternalId,
    videocomment: 'Accessible comment',
    ParentCommentId: '00000000-0000-0000-0000-000000000000',
  });
  const playlist = (await post(page, '/api/playlist/create?name=A11y%20list')) as Playlist;
  await post(page, `/api/playlist/addvideo?playlistId=${String(playlist.id)}&videoId=${String(video.id)}`);

  const visits = pageVisits({
    ...data,
    playlist: { id: playlist.id },
    member: { id: info.id, userName: member.userName },
  });
  return { visitor: [...visits.visitor, '/no-such-page'], member: visits.member, staff: visits.staff };
}

const ACCEPT = 'I am 18 or older - Enter';

interface Focused {
  tag: string;
  role: string;
  name: string;
  /** Outline or box shadow drawn while focused. */
  marked: boolean;
  /** In the viewport and not covered by anything (the sticky header, say) at its centre. */
  inView: boolean;
  within: boolean;
  /** The focus styles, for the failure message. */
  styles: string;
}

/** What has the focus, and whether a sighted keyboard user can see where it is. */
function focused(page: Page, within?: string): Promise<Focused | null> {
  return page.evaluate((scope) => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ringed = (candidate: Element) => {
      const look = getComputedStyle(candidate);
      return (
        (look.outlineStyle !== 'none' && parseFloat(look.outlineWidth) > 0) ||
        (look.boxShadow !== 'none' && look.boxShadow !== '')
      );
    };
    // Focus inside a native control's own shadow tree (the video's play button) leaves the host unmatched by
    // :focus; then the ring must be drawn by an ancestor through :focus-within.
    const inNativeControls = !element.matches(':focus');
    const ringHolder = inNativeControls ? element.parentElement?.closest(':focus-within') : null;
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = box.width > 0 && box.height > 0 ? document.elementFromPoint(x, y) : null;
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
    const fieldLabel =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? (element.labels?.[0]?.textContent ?? '')
        : '';
    return {
      tag: element.tagName.toLowerCase(),
      role:
        element.getAttribute('role') ??
        (element instanceof HTMLTextAreaElement ? 'textbox' : element.tagName.toLowerCase()),
      name: (label || fieldLabel || element.textContent || '').replace(/\s+/g, ' ').trim(),
      marked: ringed(element) || (ringHolder != null && ringed(ringHolder)),
      inView: hit !== null && (element === hit || element.contains(hit) || hit.contains(element)),
      within: scope === null || element.closest(scope) !== null,
      styles: `outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}, :focus-visible ${String(element.matches(':focus-visible'))}, :focus ${String(element.matches(':focus'))}; at its centre (${String(Math.round(x))}, ${String(Math.round(y))}): ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing'}`,
    };
  }, within ?? null);
}

/** Waits out the smooth scrolling (Bootstrap's) that brings a newly focused element into view. */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const started = performance.now();
        const check = () => {
          const now = window.scrollY;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() - started > 2_000) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Presses Tab until the focus reaches what `wanted` picks (at most 60 times), checking at every stop that
 * the focus is visible: marked by an outline or shadow, on screen and not hidden under something else.
 */
async function tabTo(
  page: Page,
  stops: string[],
  wanted: (focus: Focused) => boolean,
  { within }: { within?: string } = {},
): Promise<void> {
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    await scrollSettled(page);
    const focus = await focused(page, within);
    if (!focus) continue;
    const where = `${focus.role} "${focus.name.slice(0, 60)}"`;
    stops.push(where);
    expect(focus.within, `${where} is outside ${within ?? ''}`).toBe(true);
    expect(
      focus.marked,
      `${where} has no visible focus mark (${focus.styles}); before: ${stops.slice(-6, -1).join(' | ')}`,
    ).toBe(true);
    expect(focus.inView, `${where} is off screen or covered (${focus.styles})`).toBe(true);
    if (wanted(focus)) return;
  }
  throw new Error(`Tab never reached the wanted element; stops: ${stops.slice(-60).join(' | ')}`);
}

/** How long a page may take to show its heading and its listings before the audit calls it broken. */
const SETTLE_MS = 15_000;

/**
 * Waits until the page has its heading and its listings have loaded; throws when they never arrive, so a
 * page that fails to render is reported as such instead of being audited half-drawn.
 */
async function settle(page: Page): Promise<void> {
  // `goto` has waited for hydration (support/browser.ts); the page's own requests start right after it.
  await page.waitForLoadState('load', { timeout: SETTLE_MS });
  const where = new URL(page.url()).pathname;
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: SETTLE_MS })
    .catch(() => {
      throw new Error(`${where}: no heading in main after ${String(SETTLE_MS)} ms`);
    });
  await page
    .waitForFunction(() => document.querySelector('.sl-loading, .placeholder-glow') === null, undefined, {
      timeout: SETTLE_MS,
    })
    .catch(() => {
      throw new Error(`${where}: still loading after ${String(SETTLE_MS)} ms`);
    });
}

describe.skipIf(browserMissing())('accessibility in Chromium', () => {
  const browser = useBrowser();
  const audits: AuditRow[] = [];
  let member: E2eMember;
  let routes: Routes;

  beforeAll(async () => {
    member = await createMember('a11y');
    const page = await browser.newPage();
    const staffPage = await browser.newPage();
    await skipConsent(staffPage);
    await signInAs(staffPage, STAFF);
    routes = await discoverRoutes(page, staffPage, member);
  });

  afterAll(() => {
    if (audits.length > 0)
      console.log(`\nAccessibility audit (axe-core, violations per route)\n${formatAudit(audits)}\n`);
  });

  async function audit(page: Page, route: string, width: number): Promise<AuditRow> {
    const row = { route, width, violations: await runAxe(page), overflow: await sidewaysOverflow(page) };
    audits.push(row);
    return row;
  }

  async function visitAndAudit(page: Page, route: string, label: string, width: number): Promise<AuditRow> {
    await page.goto(route);
    await settle(page);
    return audit(page, label, width);
  }

  /** The failures of one run, readable in the assertion's diff. */
  const failures = (rows: AuditRow[]) =>
    rows.flatMap((row) => [
      ...row.violations
        .filter(isBlocking)
        .map(
          (v) =>
            `${String(row.width)}px ${row.route}: ${v.id} (${v.impact}) ${v.help} @ ${v.targets.join(', ')}`,
        ),
      ...(row.overflow > 0
        ? [`${String(row.width)}px ${row.route}: scrolls sideways by ${String(row.overflow)} px`]
        : []),
    ]);

  describe.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s', (_name, viewport) => {
    it('no route has a serious or critical axe violation or scrolls sideways', async () => {
      const rows: AuditRow[] = [];
      const width = viewport.width;

      // First visit: the consent overlay over the home page.
      const fresh = await browser.newPage(viewport);
      await fresh.emulateMedia({ reducedMotion: 'reduce' });
      await fresh.goto('/');
      await fresh.getByRole('dialog').waitFor();
      await settle(fresh);
      rows.push(await audit(fresh, '/ (consent overlay)', width));
      await fresh.context().close();

      const visitor = await browser.newPage(viewport);
      await visitor.emulateMedia({ reducedMotion: 'reduce' });
      await skipConsent(visitor);
      for (const route of routes.visitor) rows.push(await visitAndAudit(visitor, route, route, width));

      // The header's open states: live search results, and the menu (folded into a hamburger on phones).
      await visitor.goto('/');
      await settle(visitor);
      const search = visitor.getByRole('combobox', { name: 'Search' });
      await search.fill('a');
      await visitor.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
      rows.push(await audit(visitor, '/ (search results open)', width));
      await search.press('Escape');
      const toggler = visitor.getByRole('button', { name: 'Menu' });
      if (await toggler.isVisible()) {
        await toggler.click();
        await visitor.getByRole('button', { name: 'VIDEOS' }).waitFor();
      }
      await visitor.getByRole('button', { name: 'VIDEOS' }).click();
      await visitor.locator('#sl-main-menu a[href^="/category/"]').first().waitFor();
      rows.push(await audit(visitor, '/ (menu and VIDEOS open)', width));

      const signedIn = await browser.newPage(viewport);
      await signedIn.emulateMedia({ reducedMotion: 'reduce' });
      await skipConsent(signedIn);
      await signInAs(signedIn, member);
      for (const route of routes.member) {
        rows.push(await visitAndAudit(signedIn, route, `${route} (signed in)`, width));
      }

      const staff = await browser.newPage(viewport);
      await staff.emulateMedia({ reducedMotion: 'reduce' });
      await skipConsent(staff);
      await signInAs(staff, STAFF);
      for (const route of routes.staff) {
        rows.push(await visitAndAudit(staff, route, `${route} (staff)`, width));
      }

      expect(failures(rows)).toEqual([]);
    }, 600_000);
  });

  it('consent, live search, open a video, play, rate and comment with the keyboard only', async () => {
    const videos = valuesOf(await api<Listing<VideoListItem>>('/api/video/?amount=40&sort=newest'));
    // A catalogue video whose title appears once among the search results for it.
    const video = videos.find((v) => v.wmcExternalId.length <= 10 && v.title.length >= 6);
    if (!video) throw new Error('The demo catalogue has no catalogue video');
    const keys = await createMember('keys');
    const page = await browser.newPage(DESKTOP);
    await signInAs(page, keys);
    const stops: string[] = [];

    // 1. The consent overlay takes the focus and keeps it until accepted.
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
    await tabTo(page, stops, (f) => f.name === ACCEPT, { within: '[role="dialog"]' });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // 2. Live search: the first Tab shows the skip link, then the search box; arrows pick, Enter opens.
    await tabTo(page, stops, (f) => f.name === 'Skip to content');
    await tabTo(page, stops, (f) => f.role === 'combobox' && f.name === 'Search');
    await page.keyboard.type(video.title, { delay: 20 });
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await listbox.getByRole('option', { name: video.title, exact: true }).first().waitFor();
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('ArrowDown');
      const active = await page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
      if (active === video.title) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/video/${video.wmcExternalId}`));
    await page.getByRole('heading', { level: 1, name: video.title }).waitFor();

    // 3. Play: the player is reached with Tab and started with the space bar.
    const player = page.getByLabel(`Video player: ${video.title}`);
    await tabTo(page, stops, (f) => f.name === `Video player: ${video.title}`);
    await page.keyboard.press('Space');
    await player.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            reject(new Error(`no playback: paused ${String(element.paused)}`));
          }, 20_000);
          const check = () => {
            if (!element.paused && element.currentTime > 0) {
              clearTimeout(timer);
              resolve();
            } else setTimeout(check, 100);
          };
          check();
        }),
    );
    await page.keyboard.press('Space');

    // 4. Rate: Tab to "Rate 4", Enter; the choice is shown and the focus stays on the button.
    await tabTo(page, stops, (f) => f.name === 'Rate 4');
    await page.keyboard.press('Enter');
    await page.getByText('Thanks for your rating!', { exact: true }).waitFor();
    const rate4 = page.getByRole('button', { name: 'Rate 4' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Rate 4');
    expect(await rate4.getAttribute('aria-pressed')).toBe('true');

    // 5. Comment: Tab to the comment box, type, Tab to "Post comment", Enter.
    const text = `Typed without a mouse ${String(Date.now())}`;
    await tabTo(page, stops, (f) => f.role === 'textbox' && f.name === 'Your comment');
    await page.keyboard.type(text);
    await tabTo(page, stops, (f) => f.name === 'Post comment');
    await page.keyboard.press('Enter');
    await page.getByText('Thanks for your thoughts on this vid!', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Comments' }).getByText(text).waitFor();
    // The focus is not dropped on the page's body after posting.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    console.log(
      `\nKeyboard journey: ${String(stops.length)} focus stops, each visibly marked\n  ${stops.join('\n  ')}\n`,
    );
  }, 120_000);
});
