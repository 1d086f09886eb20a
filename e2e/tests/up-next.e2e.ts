import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { skipConsent } from '../support/members.js';
import type { Playlist, Values } from '@starlane/contract';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${String(res.status)}`);
  return (await res.json()) as T;
}

describe.skipIf(browserMissing())('up next', () => {
  const browser = useBrowser();

  it('a playlist plays its second video by itself when the first ends', async () => {
    const { $values: playlists } = await api<Values<Playlist>>('/api/playlist/');
    const listed = playlists.find((p) => p.playlistMovies.length >= 2);
    if (!listed) throw new Error('the demo catalogue has no playlist with two videos');
    const playlist = await api<Playlist>(`/api/playlist/getplaylist?id=${String(listed.id)}`);
    const [first, second] = playlist.playlistMovies;
    const page = await browser.newPage(DESKTOP);
    await skipConsent(page);
    await page.goto(`/playlist/${String(playlist.id)}`);
    await page.getByRole('switch', { name: 'Autoplay the next video' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Autoplay the next video' }).isChecked()).toBe(true);

    // Play the first video from just before its end (muted: a browser always allows that).
    const player = page.getByLabel(`Video player: ${first!.movie.title}`);
    await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve, reject) => {
          const start = () => {
            video.muted = true;
            video.currentTime = Math.max(0, video.duration - 0.5);
            video.play().then(resolve, reject);
          };
          if (video.readyState >= HTMLMediaElement.HAVE_METADATA) start();
          else video.addEventListener('loadedmetadata', start, { once: true });
        }),
    );

    await page.waitForURL((url) =>
      url.pathname.endsWith(`/${encodeURIComponent(second!.movie.wmcExternalId)}`),
    );
    const next = page.getByLabel(`Video player: ${second!.movie.title}`);
    await next.waitFor();
    // It starts by itself: time moves without anyone pressing play.
    await expect
      .poll(() => next.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.close();
  });
});
