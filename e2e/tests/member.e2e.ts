import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { createMember, signInAs, skipConsent, type E2eMember } from '../support/members.js';
import type { ManageInfo, Playlist, VideoListItem } from '@starlane/contract';

const TOP_LEVEL = '00000000-0000-0000-0000-000000000000';

/** A POST from the page's context (its session cookie), with the Origin header the CSRF check wants. */
async function post(page: Page, path: string, data?: unknown): Promise<unknown> {
  const res = await page.request.post(path, {
    headers: { origin: inject('baseUrl') },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`POST ${path}: ${String(res.status())} ${await res.text()}`);
  return res.json();
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${String(res.status())}`);
  return (await res.json()) as T;
}

async function someVideos(page: Page, amount: number): Promise<VideoListItem[]> {
  const body = await getJson<{ $values: VideoListItem[] }>(
    page,
    `/api/video/getmostviewed?amount=${String(amount)}`,
  );
  if (body.$values.length < amount) throw new Error('The demo catalogue has too few videos');
  return body.$values;
}

async function signedInPage(
  browser: ReturnType<typeof useBrowser>,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ page: Page; member: E2eMember }> {
  const member = await createMember('member');
  const page = await browser.newPage(viewport);
  await skipConsent(page);
  await signInAs(page, member);
  return { page, member };
}

/** No sideways scrolling: the page fits the viewport. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const playlistCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

describe.skipIf(browserMissing())('member pages in Chromium', () => {
  const browser = useBrowser();

  it('creates, renames, fills, empties and deletes a playlist on /myplaylists; the crib shows it past 4 videos', async () => {
    const { page, member } = await signedInPage(browser);
    const videos = await someVideos(page, 5);

    await page.goto('/myplaylists');
    await page.getByRole('heading', { name: 'My Playlists', level: 1 }).waitFor();
    await page.getByText(/No playlists yet/).waitFor();

    // Create, with the client-side check first.
    await page.getByRole('button', { name: 'Create +' }).click();
    const create = page.getByRole('dialog', { name: 'Create a playlist' });
    await create.waitFor();
    await create.getByText('50 characters maximum').waitFor();
    await create.getByText('You will not be able to see this').waitFor();
    await create.getByLabel('Playlist name').fill('x'.repeat(51));
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('A playlist name has at most 50 characters (yours has 51).').waitFor();
    await create.getByLabel('Playlist name').fill('  E2E Road Trip  ');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Playlist created!').waitFor();
    await create.waitFor({ state: 'detached' });
    const created = playlistCard(page, 'E2E Road Trip');
    await created.getByText('0 videos').waitFor();

    // Rename.
    await page.getByRole('button', { name: 'Tweak it: E2E Road Trip' }).click();
    const rename = page.getByRole('dialog', { name: 'Tweak your playlist' });
    expect(await rename.getByLabel('Playlist name').inputValue()).toBe('E2E Road Trip');
    await rename.getByLabel('Playlist name').fill('E2E Night Drive');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Playlist renamed!').waitFor();
    const card = playlistCard(page, 'E2E Night Drive');
    await card.waitFor();
    expect(await playlistCard(page, 'E2E Road Trip').count()).toBe(0);

    // Fill with 4 videos: the crib does not show it yet.
    const [mine] = (await getJson<{ $values: Playlist[] }>(page, '/api/playlist/getbyuser')).$values;
    if (!mine) throw new Error('The new playlist is missing');
    for (const video of videos.slice(0, 4)) {
      await post(page, `/api/playlist/addvideo?playlistId=${String(mine.id)}&videoId=${video.wmcExternalId}`);
    }
    await page.getByRole('link', { name: 'See your crib' }).click();
    await page.getByRole('heading', { name: `${member.userName}'s crib`, level: 1 }).waitFor();
    const me = await getJson<ManageInfo>(page, '/manage/info');
    expect(new URL(page.url()).pathname).toBe(`/member/${me.id}/${member.userName}`);
    const playlistsPanel = page.getByRole('tabpanel', { name: 'Playlists' });
    await playlistsPanel.getByText('has no playlists with more than 4 videos yet.').waitFor();

    // The fifth video puts it on the crib, with 5 previews linking to it.
    await post(
      page,
      `/api/playlist/addvideo?playlistId=${String(mine.id)}&videoId=${videos[4]!.wmcExternalId}`,
    );
    await page.reload();
    const onCrib = playlistsPanel.getByRole('article', { name: 'E2E Night Drive' });
    await onCrib.waitFor();
    await onCrib.getByText('5 videos').waitFor();
    expect(await onCrib.locator('[data-testid="playlist-previews"] img').count()).toBe(5);
    expect(await onCrib.getByRole('link', { name: 'E2E Night Drive' }).getAttribute('href')).toBe(
      `/playlist/${String(mine.id)}`,
    );

    // Back on /myplaylists: count and previews.
    await page.goto('/myplaylists');
    await card.getByText('5 videos').waitFor();
    expect(await card.locator('[data-testid="playlist-previews"] img').count()).toBe(5);

    // Empty it (entries are removed by entry id), then the list shows it empty.
    const full = await getJson<Playlist>(page, `/api/playlist/getplaylist?id=${String(mine.id)}`);
    expect(full.playlistMovies).toHaveLength(5);
    for (const entry of full.playlistMovies) {
      await post(page, `/api/playlist/removevideo?playlistId=${String(mine.id)}&videoId=${String(entry.id)}`);
    }
    await page.reload();
    await card.getByText('0 videos').waitFor();
    await card.getByText('No videos added...yet ;)').waitFor();

    // Kill it: asks first, then it is gone.
    await page.getByRole('button', { name: 'Kill it: E2E Night Drive' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to remove this playlist?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, kill it' }).click();
    await page.getByText('Playlist removed!').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText(/No playlists yet/).waitFor();
    expect((await getJson<{ $values: Playlist[] }>(page, '/api/playlist/getbyuser')).$values).toEqual([]);
  });

  it('faves two videos and removes one on /myfavourites; toplists and the crib show the member’s activity', async () => {
    const { page, member } = await signedInPage(browser);
    const [first, second, third] = await someVideos(page, 3);
    if (!first || !second || !third) throw new Error('too few videos');
    const videoLink = (scope: Page | Locator, video: VideoListItem) =>
      scope.locator(`a[href^="/video/${encodeURIComponent(video.wmcExternalId)}/"]`).first();

    // Favourites.
    await post(page, `/api/favourite/favourite?videoId=${first.wmcExternalId}`);
    await post(page, `/api/favourite/favourite?videoId=${second.wmcExternalId}`);
    await page.goto('/myfavourites');
    await page.getByRole('heading', { name: 'My Favebox', level: 1 }).waitFor();
    const faves = page.getByRole('list', { name: 'Your favourites' });
    await faves.waitFor();
    expect(await faves.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${first.title} from favourites` }).click();
    await page.getByText('Video removed from your favourites!').waitFor();
    await page
      .getByRole('button', { name: `Remove ${first.title} from favourites` })
      .waitFor({ state: 'detached' });
    expect(await faves.getByRole('listitem').count()).toBe(1);
    expect(await videoLink(faves, second).count()).toBe(1);

    // Views and ratings feed the personal toplists.
    // One view per visitor and video counts in 30 minutes: the latest viewed leads among equals.
    await post(page, `/api/video/logvideoview?videoId=${second.wmcExternalId}`);
    await post(page, `/api/video/logvideoview?videoId=${third.wmcExternalId}`);
    await post(page, `/api/video/ratevideo?rating=5&videoId=${second.wmcExternalId}`);
    await post(page, `/api/video/ratevideo?rating=2&videoId=${third.wmcExternalId}`);

    await page.goto('/mytoplists');
    await page.getByRole('heading', { name: 'My Most Viewed', level: 1 }).waitFor();
    const viewed = page.getByRole('list', { name: 'My Most Viewed' });
    await viewed.waitFor();
    expect(await viewed.getByRole('listitem').count()).toBe(2);
    expect(await viewed.getByRole('listitem').first().locator('a').first().getAttribute('href')).toMatch(
      new RegExp(`^/video/${third.wmcExternalId}/`),
    );

    await page.getByRole('link', { name: 'My Highest Rating' }).click();
    await page.waitForURL('**/mytoplists/myhighestrating');
    await page.getByRole('heading', { name: 'My Highest Rating', level: 1 }).waitFor();
    const rated = page.getByRole('list', { name: 'My Highest Rating' });
    await rated.waitFor();
    expect(await rated.getByRole('listitem').count()).toBe(2);
    expect(await rated.getByRole('listitem').first().locator('a').first().getAttribute('href')).toMatch(
      new RegExp(`^/video/${second.wmcExternalId}/`),
    );

    // An unknown type falls back to My Most Viewed.
    await page.goto('/mytoplists/nonsense');
    await page.getByRole('heading', { name: 'My Most Viewed', level: 1 }).waitFor();

    // A comment, then the crib's Favourites and Comments tabs.
    const text = `Great <b>vid</b> ${member.userName}`;
    await post(page, '/api/videocomment/addCommentToVideo', {
      videoId: third.wmcExternalId,
      videocomment: text,
      ParentCommentId: TOP_LEVEL,
    });
    const me = await getJson<ManageInfo>(page, '/manage/info');
    await page.goto(`/member/${me.id}`);
    await page.getByRole('heading', { name: `${member.userName}'s crib`, level: 1 }).waitFor();

    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favouritesPanel = page.getByRole('tabpanel', { name: 'Favourites' });
    await videoLink(favouritesPanel, second).waitFor();
    expect(await videoLink(favouritesPanel, first).count()).toBe(0);

    await page.getByRole('tab', { name: 'Comments' }).click();
    const commentsPanel = page.getByRole('tabpanel', { name: 'Comments' });
    await commentsPanel.getByText(text, { exact: true }).waitFor();
    const dateText = await commentsPanel.locator('time').first().textContent();
    expect(dateText).toMatch(/\d{1,2}\.\d{1,2}\.\d{4}/);
    const link = commentsPanel.getByRole('link', { name: third.title, exact: true });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/video/${third.wmcExternalId}/`));
  });

  it('shows visitors the perks and join prompts, at phone width', async () => {
    const page = await browser.newPage(PHONE);
    await skipConsent(page);
    for (const [path, heading] of [
      ['/myplaylists', 'My Playlists'],
      ['/myfavourites', 'My Favebox'],
      ['/mytoplists', 'My Most Viewed'],
      ['/mytoplists/myhighestrating', 'My Highest Rating'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const join = page.getByRole('link', { name: 'Sign up now' });
      await join.waitFor();
      expect(await join.getAttribute('href')).toBe('/authentication/register');
      await page.getByText('Rate every vid from 1 to 5').waitFor();
      await expectNoHorizontalScroll(page);
    }
    await page.getByRole('link', { name: 'Sign up now' }).click();
    await page.waitForURL('**/authentication/register');
  });

  it('works at 375 px for a member: create a playlist, the favebox and the crib tabs', async () => {
    const { page, member } = await signedInPage(browser, PHONE);
    const [video] = await someVideos(page, 1);
    if (!video) throw new Error('no video');
    await post(page, `/api/favourite/favourite?videoId=${video.wmcExternalId}`);

    await page.goto('/myplaylists');
    await page.getByRole('button', { name: 'Create +' }).click();
    const create = page.getByRole('dialog', { name: 'Create a playlist' });
    await create.getByLabel('Playlist name').fill('Phone list');
    await create.getByRole('button', { name: 'Create' }).click();
    await playlistCard(page, 'Phone list').waitFor();
    await page.getByRole('button', { name: 'Tweak it: Phone list' }).waitFor();
    await page.getByRole('button', { name: 'Kill it: Phone list' }).waitFor();
    await expectNoHorizontalScroll(page);

    await page.goto('/myfavourites');
    await page.getByRole('button', { name: `Remove ${video.title} from favourites` }).waitFor();
    await expectNoHorizontalScroll(page);

    await page.goto('/mytoplists');
    await page.getByRole('heading', { name: 'My Most Viewed', level: 1 }).waitFor();
    await expectNoHorizontalScroll(page);

    await page.goto('/myplaylists');
    await page.getByRole('link', { name: 'See your crib' }).click();
    await page.getByRole('heading', { name: `${member.userName}'s crib`, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Comments' }).click();
    await page
      .getByRole('tabpanel', { name: 'Comments' })
      .getByText('has not commented on any vids yet.')
      .waitFor();
    await expectNoHorizontalScroll(page);
  });

  it('says clearly when a member does not exist', async () => {
    const page = await browser.newPage();
    await skipConsent(page);
    await page.goto('/member/00000000-0000-4000-8000-00000000abcd/nobody');
    await page.getByRole('heading', { name: 'Member not found', level: 1 }).waitFor();
  });
});
