import { describe, expect, it } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { makeVideo } from '../test/factories.js';
import { testEngines, useTestApp } from '../test/harness.js';

describe.each(testEngines)('deep pages of sorted listings on %s', (engine) => {
  const ctx = useTestApp(engine);
  const db = () => ctx.deps.database.db;
  const idsOf = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json<{ $values: VideoListItem[] }>().$values.map((v) => v.id);
  };
  const allPages = async (url: (page: number) => string) => {
    const ids: number[] = [];
    for (let page = 1; page <= 8; page++) ids.push(...(await idsOf(url(page))));
    return ids;
  };

  it('page through the toplists and the sorted catalogue in order, and drop a hidden video at once', async () => {
    const made: { id: number; viewCount: number; length: number }[] = [];
    for (let i = 0; i < 20; i++) {
      // Views tie in pairs and lengths repeat, so the id breaks ties as on the first page.
      const facts = { viewCount: 100 * Math.floor(i / 2), length: 60 + ((i * 7) % 5) };
      made.push({ ...facts, id: (await makeVideo(db(), facts)).id });
    }
    const byViews = [...made].sort((a, b) => b.viewCount - a.viewCount || b.id - a.id).map((v) => v.id);
    const byLength = [...made].sort((a, b) => b.length - a.length || b.id - a.id).map((v) => v.id);

    expect(await allPages((page) => `/api/video/getmostviewed?amount=3&page=${page}`)).toEqual(byViews);
    expect(await allPages((page) => `/api/video/?sort=mostviewed&amount=3&page=${page}`)).toEqual(byViews);
    expect(await allPages((page) => `/api/video/?sort=longest&amount=3&page=${page}`)).toEqual(byLength);

    // Hiding a video changes the catalogue: every page after it moves up by one at once.
    const hidden = byViews[7]!;
    await ctx.services.videos.setStatus(hidden, 'unpublished');
    const shown = byViews.filter((id) => id !== hidden);
    expect(await allPages((page) => `/api/video/getmostviewed?amount=3&page=${page}`)).toEqual(shown);
    expect(await idsOf('/api/video/?sort=mostviewed&amount=3&page=3')).toEqual(shown.slice(6, 9));
  });
});
