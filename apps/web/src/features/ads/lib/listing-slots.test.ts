import { describe, expect, it } from 'vitest';
import { makeVideo } from '@/testing/test-utils';
import { withAdSlots } from './listing-slots';

const video = (id: number) => makeVideo(id, { length: 60 });
const videos = (n: number) => Array.from({ length: n }, (_, i) => video(i + 1));

describe('withAdSlots (mobile listing slots)', () => {
  it('puts ads at slots 2, 6, 10 and 14 of a 12-video page and moves the videos on', () => {
    const slots = withAdSlots(videos(12), (index) => `ad at ${String(index)}`);

    expect(slots.flatMap((slot, i) => (slot.kind === 'custom' ? [i] : []))).toEqual([2, 6, 10, 14]);
    expect(slots).toHaveLength(16);
    expect(slots[2]).toEqual({ kind: 'custom', key: 'ad-2', node: 'ad at 2' });
    expect(slots[15]).toMatchObject({ kind: 'video', video: { id: 12 } });
  });

  it.each([0, 1, 2, 3, 5, 6, 7, 11, 24, 37])('loses no video and keeps their order (%i videos)', (n) => {
    const slots = withAdSlots(videos(n), () => 'ad');

    const shown = slots.flatMap((slot) => (slot.kind === 'video' ? [slot.video.id] : []));
    expect(shown).toEqual(videos(n).map((v) => v.id));
    slots.forEach((slot, i) => {
      expect(slot.kind === 'custom').toBe(i % 4 === 2);
    });
    // Ads stand between or before videos only: the last cell is always a video.
    if (n > 0) expect(slots.at(-1)?.kind).toBe('video');
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
  });
});
