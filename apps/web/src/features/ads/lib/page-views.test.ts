import { describe, expect, it } from 'vitest';
import type { Ad, AdPlacement } from '@starlane/contract';
import { createAdPageViews } from './page-views';
import { weightedOrder } from './weighted-order';

const ad = (id: number, placement: AdPlacement, weight = 1): Ad => ({
  id,
  url: '/',
  name: `Ad ${String(id)}`,
  source: `/media/ads/${String(id)}.svg`,
  placement,
  weight,
});

/** A repeatable source of "random" numbers. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('weightedOrder', () => {
  it('picks heavier ads first more often, in proportion to their weight', () => {
    let state = 42;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const ads = [ad(1, 'header', 1), ad(2, 'header', 3)];
    let heavyFirst = 0;
    for (let i = 0; i < 4000; i++) if (weightedOrder(ads, random)[0]?.id === 2) heavyFirst++;
    expect(heavyFirst / 4000).toBeGreaterThan(0.7);
    expect(heavyFirst / 4000).toBeLessThan(0.8);
  });

  it('leaves out switched-off ads (weight 0 or less) and repeats none', () => {
    const order = weightedOrder([ad(1, 'home', 0), ad(2, 'home'), ad(3, 'home', -2), ad(4, 'home')]);
    expect(order.map((a) => a.id).sort()).toEqual([2, 4]);
  });
});

describe('createAdPageViews', () => {
  const ads = [ad(1, 'sidebar'), ad(2, 'sidebar'), ad(3, 'header'), ad(4, 'sidebar')];

  it('numbers the mounted slots of each placement, reusing the positions of slots that went', () => {
    const views = createAdPageViews();
    const [a, b, c, d] = [{}, {}, {}, {}];
    const releaseA = views.claimSlot('p1', 'sidebar', a);
    views.claimSlot('p1', 'sidebar', b);
    views.claimSlot('p1', 'sidebar', b);
    views.claimSlot('p1', 'header', c);
    views.claimSlot('p2', 'sidebar', b);
    expect(views.slotIndex('p1', 'sidebar', a)).toBe(0);
    expect(views.slotIndex('p1', 'sidebar', b)).toBe(1);
    expect(views.slotIndex('p1', 'header', c)).toBe(0);
    expect(views.slotIndex('p2', 'sidebar', b)).toBe(0);
    expect(views.slotIndex('p1', 'sidebar', d)).toBeNull();

    releaseA();
    expect(views.slotIndex('p1', 'sidebar', a)).toBeNull();
    views.claimSlot('p1', 'sidebar', d);
    expect(views.slotIndex('p1', 'sidebar', d)).toBe(0);
  });

  it('tells its subscribers when a slot gets or gives back a position', () => {
    const views = createAdPageViews();
    let calls = 0;
    const unsubscribe = views.subscribe(() => {
      calls++;
    });
    const release = views.claimSlot('p1', 'home', {});
    release();
    release();
    unsubscribe();
    views.claimSlot('p1', 'home', {});
    expect(calls).toBe(2);
  });

  it('gives different slots different ads while there are enough, then none', () => {
    const views = createAdPageViews({ random: sequence(0.9, 0.1, 0.5) });
    const shown = [0, 1, 2, 3].map((slot) => views.adFor('p1', 'sidebar', slot, ads)?.id);
    expect(new Set(shown.slice(0, 3)).size).toBe(3);
    expect(shown.slice(0, 3).every((id) => id !== 3)).toBe(true);
    expect(shown[3]).toBeUndefined();
  });

  it('repeats the ads from the first when asked to (listings have many slots)', () => {
    const views = createAdPageViews({ random: sequence(0.9, 0.1, 0.5) });
    const shown = [0, 1, 2, 3, 4].map(
      (slot) => views.adFor('p1', 'sidebar', slot, ads, { repeat: true })?.id,
    );
    expect(shown.slice(3)).toEqual(shown.slice(0, 2));
  });

  it('keeps the choice for the page view and draws again for the next one', () => {
    const views = createAdPageViews({ random: sequence(0.9, 0.1, 0.5, 0.1, 0.9, 0.5) });
    const first = views.adFor('p1', 'sidebar', 0, ads)?.id;
    expect(views.adFor('p1', 'sidebar', 0, [...ads])?.id).toBe(first);
    expect(views.adFor('p2', 'sidebar', 0, ads)?.id).not.toBe(first);
  });

  it('has no ad for a placement without ads', () => {
    expect(createAdPageViews().adFor('p1', 'livecam', 0, ads)).toBeUndefined();
  });

  it('counts an ad as viewed once per page view', () => {
    const views = createAdPageViews();
    expect(views.markViewed('p1', 7)).toBe(true);
    expect(views.markViewed('p1', 7)).toBe(false);
    expect(views.markViewed('p2', 7)).toBe(true);
  });

  it('forgets the oldest page views', () => {
    const views = createAdPageViews({ remember: 2 });
    views.markViewed('p1', 1);
    views.markViewed('p2', 1);
    views.markViewed('p3', 1);
    expect(views.markViewed('p3', 1)).toBe(false);
    expect(views.markViewed('p1', 1)).toBe(true);
  });
});
