import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent } from '../support/members.js';
import type { Actor, Playlist, VideoListItem } from '@starlane/contract';

const EMPTY_PLAYLIST_TEXT = 'No videos added...yet ;)';
const REMOVE_QUESTION = 'Are you sure you want to remove this video from the playlist?';

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path} failed: ${String(res.status())}`);
  return (await res.json()) as T;
}

/** A state-changing API call as the signed-in member of the page's context (same-origin, as the app does). */
async function post<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.post(path, { headers: { origin: inject('baseUrl') } });
  if (!res.ok()) throw new Error(`POST ${path} failed: ${String(res.status())} ${await res.text()}`);
  return (await res.json()) as T;
}

const playerOf = (page: Page, title: string) => page.getByLabel(`Video player: ${title}`, { exact: true });

describe.skipIf(browserMissing())('search, playlists, sitemap and text pages in Chromium', () => {
  const browser = useBrowser();

  async function openPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const page = await browser.newPage(viewport);
    await skipConsent(page);
    return page;
  }

  describe.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s', (_name, viewport) => {
    it('searches live on every keystroke and opens an arrow-selected result with Enter', async () => {
      const page = await openPage(viewport);
      await page.goto('/');
      const { $values: actors } = await api<{ $values: Actor[] }>(page, '/api/actor/');
      const star = actors.find((a) => a.firstName.length >= 3);
      if (!star) throw new Error('no seeded star with a first name of 3 letters or more');
      const prefix = star.firstName.slice(0, 3).toLowerCase();
      const starName = `${star.firstName} ${star.lastName}`;

      const searched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/search/') searched.push(url.searchParams.get('strSearch') ?? '');
      });

      const box = page.getByRole('combobox', { name: 'Search' });
      await box.waitFor();
      await box.pressSequentially(prefix, { delay: 120 });

      // Prefix search: the first letters of a seeded star's first name find that star, under Stars.
      const stars = page.getByRole('group', { name: 'Stars' });
      await stars.getByRole('option', { name: starName }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      for (let n = 1; n <= prefix.length; n++) expect(searched).toContain(prefix.slice(0, n));

      const groups = await page.getByRole('listbox', { name: 'Search results' }).getByRole('group').all();
      const headings = await Promise.all(groups.map((g) => g.getAttribute('aria-labelledby')));
      const labels = await Promise.all(
        headings.map((id) => page.locator(`[id="${id ?? ''}"]`).textContent()),
      );
      expect(labels[0]).toBe('Stars');
      expect(labels.every((l) => ['Stars', 'Videos', 'Categories'].includes(l ?? ''))).toBe(true);

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const activeId = await box.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      const option = page.locator(`[id="${activeId ?? ''}"]`);
      expect(await option.getAttribute('aria-selected')).toBe('true');
      const href = await option.getAttribute('href');
      expect(href).toMatch(/^\/(actor|video|category)\//);

      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === href);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      // The address changes before React commits the new page; a key pressed in between belongs to home.
      await page
        .locator('main h1', { hasText: 'videos, stars and categories' })
        .waitFor({ state: 'detached' });

      // The text stays; an arrow key opens the list again and Escape closes it.
      expect(await box.inputValue()).toBe(prefix);
      await box.press('ArrowDown');
      await stars.getByRole('option', { name: starName }).waitFor();
      await box.press('Escape');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('listbox', { name: 'Search results' }).waitFor({ state: 'hidden' });
    });

    it('lists all playlists, and a playlist link opens it', async () => {
      const page = await openPage(viewport);
      await page.goto('/playlists');
      const list = page.getByRole('list', { name: 'Playlists' });
      await list.waitFor();
      const cards = list.getByRole('article');
      expect(await cards.count()).toBeGreaterThan(5);

      const withVideos = (await api<{ $values: Playlist[] }>(page, '/api/playlist/')).$values.find(
        (p) => p.videoCount >= 2,
      );
      if (!withVideos) throw new Error('no seeded playlist with videos');
      const card = list.getByRole('article', { name: withVideos.name, exact: true }).first();
      expect(await card.textContent()).toContain(withVideos.memberName);
      expect(await card.locator('img').count()).toBe(Math.min(5, withVideos.videoCount));

      const link = card.getByRole('link', { name: withVideos.name });
      expect(await link.getAttribute('href')).toBe(`/playlist/${String(withVideos.id)}`);
      await link.click();
      await page.waitForURL(`**/playlist/${String(withVideos.id)}`);
      await page.getByRole('heading', { level: 1, name: withVideos.name }).waitFor();
    });

    it('plays a playlist, logs the view and swaps the video on selection', async () => {
      const page = await openPage(viewport);
      const playlists = (await api<{ $values: Playlist[] }>(page, '/api/playlist/')).$values;
      const summary = playlists.find((p) => p.videoCount >= 3);
      if (!summary) throw new Error('no seeded playlist with 3 videos');
      const playlist = await api<Playlist>(page, `/api/playlist/getplaylist?id=${String(summary.id)}`);
      const [first, second] = playlist.playlistMovies;
      if (!first || !second) throw new Error('playlist too short');

      await page.goto(`/playlist/${String(playlist.id)}`);
      await page.getByRole('heading', { level: 1, name: playlist.name }).waitFor();
      await page.getByRole('complementary', { name: 'Partners' }).waitFor();

      const player = playerOf(page, first.movie.title);
      await player.waitFor();
      const viewLogged = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().includes('/api/video/logvideoview'),
      );
      await player.evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
      const logged = await viewLogged;
      expect(new URL(logged.url()).searchParams.get('videoId')).toBe(first.movie.wmcExternalId);
      await page.waitForFunction((title) => {
        const video = document.querySelector<HTMLVideoElement>(`video[aria-label="Video player: ${title}"]`);
        return (video?.currentTime ?? 0) > 0;
      }, first.movie.title);

      const list = page.getByRole('list', { name: 'Videos in this playlist' });
      const secondLink = list.getByRole('link', { name: second.movie.title, exact: true });
      await secondLink.click();
      await page.waitForURL(
        (url) =>
          url.pathname ===
          `/playlist/${String(playlist.id)}/${encodeURIComponent(second.movie.wmcExternalId)}`,
      );
      await playerOf(page, second.movie.title).waitFor();
      expect(await player.count()).toBe(0);
      expect(await secondLink.getAttribute('aria-current')).toBe('true');

      // A deep link to a video of the playlist plays that one.
      await page.goto(`/playlist/${String(playlist.id)}/${encodeURIComponent(second.movie.wmcExternalId)}`);
      await playerOf(page, second.movie.title).waitFor();
    });
  });

  it('says the playlist is empty, and that an unknown one does not exist', async () => {
    const member = await createMember('pages');
    const page = await openPage();
    await signInAs(page, member);
    const created = await post<Playlist>(
      page,
      `/api/playlist/create?name=${encodeURIComponent('Nothing yet')}`,
    );

    await page.goto(`/playlist/${String(created.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Nothing yet' }).waitFor();
    await page.getByText(EMPTY_PLAYLIST_TEXT, { exact: true }).waitFor();
    expect(await page.locator('video').count()).toBe(0);

    await page.goto('/playlist/987654');
    await page.getByRole('heading', { level: 1, name: 'Playlist not found' }).waitFor();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('lets the owner remove a video after confirming; others see no X (%s)', async (_name, viewport) => {
    const owner = await createMember('owner');
    const page = await openPage(viewport);
    await signInAs(page, owner);
    const playlist = await post<Playlist>(page, `/api/playlist/create?name=${encodeURIComponent('Keepers')}`);
    const { $values: videos } = await api<{ $values: VideoListItem[] }>(page, '/api/video/?amount=3&page=1');
    for (const video of videos)
      await post(
        page,
        `/api/playlist/addvideo?playlistId=${String(playlist.id)}&videoId=${video.wmcExternalId}`,
      );
    const [keep, drop] = videos;
    if (!keep || !drop) throw new Error('not enough videos');

    await page.goto(`/playlist/${String(playlist.id)}`);
    const list = page.getByRole('list', { name: 'Videos in this playlist' });
    await list.waitFor();
    const remove = page.getByRole('button', { name: `Remove ${drop.title} from the playlist`, exact: true });
    await remove.waitFor();
    expect(await page.getByRole('button', { name: /^Remove .* from the playlist$/ }).count()).toBe(3);

    // Cancelling keeps the video.
    await remove.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(REMOVE_QUESTION, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(3);

    await remove.click();
    await dialog.getByText(REMOVE_QUESTION, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await page.getByText('Video removed from the playlist!').waitFor();
    await list.getByRole('link', { name: drop.title, exact: true }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    const stored = await api<Playlist>(page, `/api/playlist/getplaylist?id=${String(playlist.id)}`);
    expect(stored.playlistMovies.map((e) => e.movie.wmcExternalId)).not.toContain(drop.wmcExternalId);

    // Another member and a visitor get the list without any remove button.
    const other = await createMember('other');
    const otherPage = await openPage(viewport);
    await signInAs(otherPage, other);
    // The owner check needs the member's id, which the server renders into the page's state: `goto` returns
    // once the page has hydrated with it (support/browser.ts), so no request for it is awaited.
    await otherPage.goto(`/playlist/${String(playlist.id)}`);
    expect(await otherPage.locator('#sl-state').textContent()).toContain(other.userName);
    await otherPage.getByRole('list', { name: 'Videos in this playlist' }).waitFor();
    await otherPage.waitForLoadState('networkidle');
    expect(await otherPage.getByRole('button', { name: /^Remove .* from the playlist$/ }).count()).toBe(0);

    const visitorPage = await openPage(viewport);
    await visitorPage.goto(`/playlist/${String(playlist.id)}`);
    await visitorPage.getByRole('list', { name: 'Videos in this playlist' }).waitFor();
    await visitorPage.waitForLoadState('networkidle');
    expect(await visitorPage.getByRole('button', { name: /^Remove .* from the playlist$/ }).count()).toBe(0);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'has a sitemap with categories, the four toplists, playlists and stars (%s)',
    async (_name, viewport) => {
      const page = await openPage(viewport);
      await page.goto('/sitemap');
      await page.getByRole('heading', { level: 1, name: 'Sitemap' }).waitFor();

      const section = (name: string) => page.getByRole('region', { name });
      const toplists = section('Toplists').getByRole('link');
      expect(await toplists.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
        '/toplists/mostviewed',
        '/toplists/highestrating',
        '/toplists/mostrated',
        '/toplists/mostcommented',
      ]);

      for (const [name, pattern] of [
        ['Categories', /^\/category\/[^/]+\/[^/]+$/],
        ['Playlists', /^\/playlist\/\d+$/],
        ['Stars', /^\/actor\/[^/]+%20[^/]+$/],
      ] as const) {
        const links = section(name).getByRole('link');
        await links.first().waitFor();
        expect(await links.count()).toBeGreaterThan(3);
        const hrefs = await links.evaluateAll((all) => all.map((l) => l.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).toMatch(pattern);
      }
      // Categories are listed with their pictures.
      expect(await section('Categories').locator('img').count()).toBeGreaterThan(3);

      await section('Stars').getByRole('link').first().click();
      await page.waitForURL(/\/actor\//);
    },
  );

  const LEGAL_PAGES = [
    [
      '/termsandconditions',
      'Terms and conditions',
      ['18', 'Spanish law', 'courts of Spain', 'repeatedly', 'fees'],
    ],
    ['/privacypolicy', 'Privacy policy', ['Starlane Media S.L.', 'delete']],
    ['/cookiepolicy', 'Cookie policy', ['StarlaneAge', '150 days', 'Session cookie', 'partners']],
    ['/dmca', 'DMCA notice', ['10 days', 'counter-notice']],
    [
      '/2257',
      '18 U.S.C. 2257 record-keeping requirements compliance statement',
      ['July 3, 1995', '3 July 1995', 'custodian of records', 'over 18'],
    ],
  ] as const;

  it.each(LEGAL_PAGES)('deep-links to %s with its key facts', async (path, heading, facts) => {
    const page = await openPage(PHONE);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('Last modified: 2022-11-13');
    for (const fact of facts) expect(text).toContain(fact);
    expect(await page.title()).toContain(heading);
  });

  it('shows the wizard’s picks and the contact page with its e-mail', async () => {
    const page = await openPage();
    await page.goto('/wizard');
    await page.getByRole('group', { name: 'Categories you like' }).getByRole('checkbox').first().waitFor();

    await page.goto('/contactus');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    const mail = page.getByRole('link', { name: 'contact@starlane.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:contact@starlane.example');
  });
});
