import { describe, expect, it } from 'vitest';
import { LocalVersions, unchanged, versionsOf } from './versions.js';
import { cacheTags } from './cache-tags.js';

describe('local versions', () => {
  it('changes only the bumped tags and tells every listener once per bump', async () => {
    const versions = new LocalVersions();
    const heard: (readonly string[])[] = [];
    versions.onBump((tags) => {
      heard.push(tags);
    });
    const video = cacheTags.video(7);
    const before = versionsOf(versions, [video, cacheTags.toplists, cacheTags.catalogue]);

    await versions.bump(video, cacheTags.toplists);

    expect(unchanged(versions, [video], [before[0]!])).toBe(false);
    expect(unchanged(versions, [cacheTags.toplists], [before[1]!])).toBe(false);
    expect(unchanged(versions, [cacheTags.catalogue], [before[2]!])).toBe(true);
    expect(heard).toEqual([[video, cacheTags.toplists]]);
  });

  it('waits for its listeners, reports their failures and still runs the others', async () => {
    const errors: unknown[] = [];
    const versions = new LocalVersions({ onError: (error) => errors.push(error) });
    let done = false;
    versions.onBump(() => Promise.reject(new Error('redis is down')));
    const stop = versions.onBump(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done = true;
    });

    await versions.bump('a');
    expect(done).toBe(true);
    expect(errors).toEqual([new Error('redis is down')]);

    stop();
    done = false;
    await versions.bump('a');
    expect(done).toBe(false);
  });

  it('stays bounded: a full table is emptied and no old number comes back for any tag', async () => {
    const versions = new LocalVersions({ maxTags: 3 });
    const never = versionsOf(versions, ['never-bumped']);
    await versions.bump('a', 'b');
    const stored = versionsOf(versions, ['a', 'b', 'c', 'never-bumped']);

    await versions.bump('c', 'd');

    // Every tag moves past every number issued before, the ones never bumped included.
    for (const [i, tag] of ['a', 'b', 'c', 'never-bumped'].entries()) {
      expect(unchanged(versions, [tag], [stored[i]!]), tag).toBe(false);
    }
    expect(unchanged(versions, ['never-bumped'], never)).toBe(false);
    const after = versionsOf(versions, ['a', 'd']);
    await versions.bump('d');
    expect(unchanged(versions, ['a'], [after[0]!])).toBe(true);
  });
});

describe('cache tags', () => {
  it('name each thing apart', () => {
    const names = [
      cacheTags.video(1),
      cacheTags.comments(1),
      cacheTags.category(1),
      cacheTags.star(1),
      cacheTags.playlist(1),
      cacheTags.member('1'),
      ...Object.values(cacheTags).filter((tag) => typeof tag === 'string'),
    ];
    expect(new Set(names).size).toBe(names.length);
    expect(cacheTags.video(1)).not.toBe(cacheTags.video(11));
  });
});
