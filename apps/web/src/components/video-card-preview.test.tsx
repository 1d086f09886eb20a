import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { renderWithProviders } from '@/testing/test-utils';
import { VideoCard } from './video-card';

const video = (
  n: number,
  previewURL: string | null = `/media/videos/${String(n)}/preview.mp4`,
): VideoListItem => ({
  id: n,
  wmcExternalId: `v${String(n)}`,
  title: `Clip ${String(n)}`,
  thumbnail: `/media/videos/${String(n)}/poster-320.jpg`,
  length: 60,
  viewCount: 1,
  averageRating: 0,
  ratingCount: 0,
  commentCount: 0,
  previewURL,
  posterSrcset: null,
});

const previews = () => screen.queryAllByTestId<HTMLVideoElement>('hover-preview');
const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;

/** jsdom has no PointerEvent: a mouse event of the pointer's type carries pointerType through React. */
function pointer(element: Element, type: 'pointerover' | 'pointerout', pointerType: string) {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

class FakeObserver {
  static all: FakeObserver[] = [];
  element: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {
    this.element = null;
  }
  show(ratio: number) {
    act(() => {
      this.callback(
        [{ intersectionRatio: ratio, target: this.element } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
  static of(title: string) {
    return FakeObserver.all.find((o) => o.element === card(title))!;
  }
}

function phone() {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(hover: none)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('VideoCard hover preview', () => {
  // jsdom plays nothing; what matters is that the card asks.
  const play = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    play.mockClear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('plays the preview muted, inline and looping over the thumbnail while a mouse points at it', () => {
    renderWithProviders(<VideoCard video={video(1)} />);
    // Nothing loads before someone looks.
    expect(previews()).toHaveLength(0);
    expect(document.querySelector('video')).toBeNull();

    pointer(card('Clip 1'), 'pointerover', 'mouse');
    const [preview] = previews();
    expect(preview).toHaveAttribute('src', '/media/videos/1/preview.mp4');
    expect(preview?.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(preview).toHaveAttribute('loop');
    expect(preview).toHaveAttribute('playsinline');
    expect(preview).toHaveAttribute('preload', 'none');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    // In the thumbnail's own box, after the image: laid over it, not beside it.
    expect(preview?.parentElement).toBe(screen.getByRole('img', { name: 'Clip 1' }).parentElement);

    pointer(card('Clip 1'), 'pointerout', 'mouse');
    expect(previews()).toHaveLength(0);
  });

  it('does nothing for a touch on a hover screen, a video without preview, or a saveData connection', () => {
    renderWithProviders(
      <>
        <VideoCard video={video(1)} />
        <VideoCard video={video(2, null)} />
      </>,
    );
    pointer(card('Clip 1'), 'pointerover', 'touch');
    pointer(card('Clip 2'), 'pointerover', 'mouse');
    expect(previews()).toHaveLength(0);

    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    pointer(card('Clip 1'), 'pointerover', 'mouse');
    expect(previews()).toHaveLength(0);
  });

  it('on a phone, plays the card that is mostly in view, one at a time', () => {
    phone();
    renderWithProviders(
      <>
        <VideoCard video={video(1)} />
        <VideoCard video={video(2)} />
      </>,
    );
    FakeObserver.of('Clip 1').show(0.5);
    expect(previews()).toHaveLength(0);

    FakeObserver.of('Clip 1').show(0.8);
    expect(previews().map((v) => v.getAttribute('src'))).toEqual(['/media/videos/1/preview.mp4']);

    FakeObserver.of('Clip 2').show(1);
    expect(previews().map((v) => v.getAttribute('src'))).toEqual(['/media/videos/2/preview.mp4']);

    FakeObserver.of('Clip 2').show(0.2);
    expect(previews()).toHaveLength(0);
  });

  it('on a phone with saveData, observes nothing', () => {
    phone();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    renderWithProviders(<VideoCard video={video(1)} />);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
