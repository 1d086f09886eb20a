import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Actor, Category, VideoListItem } from '@starlane/contract';

/*
 * The public pages' server HTML through the Nu Html Checker (the `vnu-jar` package's jar, on the machine's
 * Java; .ci/run installs one where it is missing): no errors. Every page is written to one folder and checked
 * by one run of the checker, since starting its JVM costs more than checking a page.
 */

const baseUrl = (): string => inject('baseUrl');
const vnuJar: string = createRequire(import.meta.url)('vnu-jar') as string;

async function api<T>(url: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`);
  if (!res.ok) throw new Error(`GET ${url} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/** The public pages, English, each also under /es/. */
async function publicPages(): Promise<{ name: string; path: string }[]> {
  const { $values: videos } = await api<{ $values: VideoListItem[] }>('/api/video/?amount=1&sort=newest');
  const { $values: actors } = await api<{ $values: Actor[] }>('/api/actor/');
  const { $values: categories } = await api<{ $values: Category[] }>('/api/category/');
  const { $values: playlists } = await api<{ $values: { id: number; videoCount: number }[] }>(
    '/api/playlist/',
  );
  const video = videos[0]!;
  const actor = actors.find((a) => a.profilePicture)!;
  const category = categories.find((c) => c.categoryPicture)!;
  const playlist = playlists.find((p) => p.videoCount > 0)!;
  const english = [
    { name: 'home', path: '/' },
    { name: 'video', path: `/video/${video.wmcExternalId}/${encodeURIComponent(video.title)}` },
    { name: 'videos', path: '/videos' },
    { name: 'category', path: `/category/${category.wmcExternalId}/${encodeURIComponent(category.name)}` },
    { name: 'categories', path: '/categories' },
    { name: 'star', path: `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}` },
    { name: 'stars', path: '/actors' },
    { name: 'toplist', path: '/toplists/mostviewed' },
    { name: 'search', path: '/search?q=star' },
    { name: 'playlist', path: `/playlist/${String(playlist.id)}` },
    { name: 'playlists', path: '/playlists' },
    { name: 'signin', path: '/signin' },
    { name: 'signup', path: '/signup' },
    { name: 'terms', path: '/termsandconditions' },
    { name: 'privacy', path: '/privacypolicy' },
    { name: 'cookies', path: '/cookiepolicy' },
    { name: 'dmca', path: '/dmca' },
    { name: '2257', path: '/2257' },
    { name: 'contactus', path: '/contactus' },
    { name: 'sitemap', path: '/sitemap' },
  ];
  return [...english, ...english.map((page) => ({ name: `es-${page.name}`, path: `/es${page.path}` }))];
}

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe('the Nu Html Checker', () => {
  it('finds no errors in the server HTML of the public pages, English and Spanish', async () => {
    const pages = await publicPages();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starlane-vnu-'));
    try {
      for (const page of pages) {
        const res = await fetch(`${baseUrl()}${page.path}`, { redirect: 'manual' });
        expect(res.status, page.path).toBe(200);
        expect(res.headers.get('content-type'), page.path).toMatch(/^text\/html/);
        await fs.writeFile(path.join(dir, `${page.name}.html`), await res.text());
      }
      const { stderr } = await promisify(execFile)(
        'java',
        ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', dir],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type !== 'info')
        .map(
          (m) =>
            `${path.basename(m.url ?? '?')}:${String(m.lastLine ?? '?')} ${m.message} [${m.extract ?? ''}]`,
        );
      expect(errors).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
