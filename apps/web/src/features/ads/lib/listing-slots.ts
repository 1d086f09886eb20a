import type { ReactNode } from 'react';
import type { VideoListItem } from '@starlane/contract';
import { AD_SLOT_EVERY, AD_SLOT_REMAINDER } from '@/config/constants';
import type { VideoGridSlot } from '@/components/video-grid';

/**
 * The mobile listing (spec 2 and 9): an ad takes every slot whose index % AD_SLOT_EVERY is AD_SLOT_REMAINDER
 * (2, 6, 10, ...) and the video that would have stood there moves on to the next slot, so every video is
 * still shown, in order. An ad goes only between or before videos, never after the last one.
 */
export function withAdSlots(
  videos: readonly VideoListItem[],
  adAt: (slotIndex: number) => ReactNode,
): VideoGridSlot[] {
  const slots: VideoGridSlot[] = [];
  for (const video of videos) {
    if (slots.length % AD_SLOT_EVERY === AD_SLOT_REMAINDER) {
      slots.push({ kind: 'custom', key: `ad-${String(slots.length)}`, node: adAt(slots.length) });
    }
    slots.push({ kind: 'video', key: `v${String(video.id)}`, video });
  }
  return slots;
}
