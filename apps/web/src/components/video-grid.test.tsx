import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AD_SLOT_EVERY, AD_SLOT_REMAINDER } from '@/config/constants';
import { makeVideo, renderWithProviders } from '@/testing/test-utils';
import { VideoGrid, VideoGridSlotsProvider, type ArrangeVideoSlots, type VideoGridSlot } from './video-grid';

const videos = Array.from({ length: 6 }, (_, i) => makeVideo(i + 1));

/** What the ads issue will plug in on phones: an ad in every slot i with i % 4 === 2, videos moved on. */
const withAds: ArrangeVideoSlots = (items) => {
  const slots: VideoGridSlot[] = [];
  for (const video of items) {
    if (slots.length % AD_SLOT_EVERY === AD_SLOT_REMAINDER) {
      slots.push({ kind: 'custom', key: `ad${String(slots.length)}`, node: <p>Ad</p> });
    }
    slots.push({ kind: 'video', key: `v${String(video.id)}`, video });
  }
  return slots;
};

const cellTexts = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => within(li).queryByRole('img')?.getAttribute('alt') ?? li.textContent);

describe('VideoGrid', () => {
  it('renders one list item per video, in order', () => {
    renderWithProviders(<VideoGrid videos={videos} columns={3} aria-label="Videos" />);
    expect(within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem')).toHaveLength(6);
    expect(cellTexts()).toEqual(videos.map((v) => v.title));
  });

  it('lets an arranger put other cells between the videos (the ads extension point)', () => {
    renderWithProviders(<VideoGrid videos={videos} columns={3} arrangeSlots={withAds} />);
    expect(cellTexts()).toEqual([
      'Video 1',
      'Video 2',
      'Ad',
      'Video 3',
      'Video 4',
      'Video 5',
      'Ad',
      'Video 6',
    ]);
  });

  it('takes the arranger from VideoGridSlotsProvider when none is given', () => {
    renderWithProviders(
      <VideoGridSlotsProvider value={withAds}>
        <VideoGrid videos={videos.slice(0, 3)} columns={4} />
      </VideoGridSlotsProvider>,
    );
    expect(cellTexts()).toEqual(['Video 1', 'Video 2', 'Ad', 'Video 3']);
  });
});
