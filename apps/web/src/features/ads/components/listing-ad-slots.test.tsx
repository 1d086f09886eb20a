import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '@/config/constants';
import { VideoGrid } from '@/components/video-grid';
import { jsonResponse, makeVideo, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { makeAd } from '../testing';
import { ListingAdSlots } from './listing-ad-slots';

const videos = Array.from({ length: 12 }, (_, i) => makeVideo(i + 1));

/** A matchMedia whose mobile query matches while `width` is 768 or less; `resize` fires its change events. */
function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === MOBILE_MEDIA_QUERY && width <= 768;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => {
        listeners.forEach((listener) => {
          listener();
        });
      });
    },
  };
}

function cells() {
  return within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('listitem')
    .map((li) =>
      li.querySelector('[data-slot="ad"]') ? 'ad' : within(li).getByRole('img').getAttribute('alt'),
    );
}

describe('ListingAdSlots', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const renderGrid = () => {
    mockFetch({ 'GET /api/ad/': () => jsonResponse({ $values: [makeAd(1, 'listing', { name: 'Fresh' })] }) });
    renderWithProviders(
      <ListingAdSlots>
        <VideoGrid videos={videos} columns={3} aria-label="Videos" />
      </ListingAdSlots>,
      { route: '/category/c1/Retro' },
    );
  };

  it('on a phone, puts an ad in slots 2, 6, 10 and 14 and still shows every video in order', async () => {
    stubViewport(375);
    renderGrid();

    const shown = cells();
    expect(shown.flatMap((cell, i) => (cell === 'ad' ? [i] : []))).toEqual([2, 6, 10, 14]);
    expect(shown.filter((cell) => cell !== 'ad')).toEqual(videos.map((v) => v.title));
    expect(await screen.findAllByRole('img', { name: 'Fresh' })).toHaveLength(4);
  });

  it('replaces no slot on a desktop, and follows the width when it changes', () => {
    const viewport = stubViewport(1280);
    renderGrid();
    expect(cells()).toEqual(videos.map((v) => v.title));

    viewport.resize(768);
    expect(cells().filter((cell) => cell === 'ad')).toHaveLength(4);

    viewport.resize(769);
    expect(cells()).toEqual(videos.map((v) => v.title));
  });
});
