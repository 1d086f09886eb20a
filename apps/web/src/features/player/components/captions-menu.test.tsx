import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { VideoPlayer, type VideoSource } from './video-player';

vi.mock('hls.js', () => ({ default: { isSupported: () => false } }));

const source: VideoSource = {
  title: 'Harbour lights',
  videoURL: '/media/videos/harbour.mp4',
  hlsURL: null,
  thumbnail: '/media/thumbs/harbour.jpg',
  captions: [
    { lang: 'en', url: '/media/captions/v1/en-aaa.vtt' },
    { lang: 'es', url: '/media/captions/v1/es-bbb.vtt' },
  ],
};

/** jsdom has no TextTrackList: each <track> element stands for its track, with the mode the player sets. */
interface FakeTrack {
  kind: string;
  language: string;
  mode: TextTrackMode;
}
function fakeTextTracks() {
  const byVideo = new WeakMap<HTMLMediaElement, FakeTrack[]>();
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get(this: HTMLMediaElement) {
      let tracks = byVideo.get(this);
      if (!tracks) {
        tracks = [...this.querySelectorAll('track')].map((t): FakeTrack => ({
          kind: t.kind,
          language: t.srclang,
          mode: 'disabled',
        }));
        byVideo.set(this, tracks);
      }
      return Object.assign(tracks, {
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
    },
  });
}
const showing = () => {
  // The player is named in the page's language: either name finds it.
  const video = screen.getByLabelText<HTMLVideoElement>(
    /^(Video player|Reproductor de vídeo): Harbour lights$/,
  );
  return (video.textTracks as unknown as FakeTrack[])
    .filter((t) => t.mode === 'showing')
    .map((t) => t.language);
};

describe('the captions menu', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeTextTracks();
  });
  afterEach(() => {
    delete (HTMLMediaElement.prototype as { textTracks?: unknown }).textTracks;
  });

  it('shows the page language by default, as a labelled menu of off and the video languages', () => {
    renderWithProviders(<VideoPlayer source={source} locale="es" />, { locale: 'es' });
    const controls = screen.getByRole('group', { name: 'Controles del reproductor' });
    const menu = within(controls).getByRole('combobox', { name: 'Subtítulos' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Desactivados', 'English', 'Español']);
    expect(menu).toHaveValue('es');
    expect(showing()).toEqual(['es']);
    const tracks = document.querySelectorAll('track');
    expect([...tracks].map((t) => [t.srclang, t.getAttribute('src'), t.default])).toEqual([
      ['en', '/media/captions/v1/en-aaa.vtt', false],
      ['es', '/media/captions/v1/es-bbb.vtt', true],
    ]);
  });

  it('remembers the choice for the next video, whatever the page language', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<VideoPlayer source={source} />);
    const menu = screen.getByRole('combobox', { name: 'Captions' });
    expect(menu).toHaveValue('en');
    await user.selectOptions(menu, 'off');
    expect(showing()).toEqual([]);
    first.unmount();

    renderWithProviders(
      <VideoPlayer source={{ ...source, videoURL: '/media/videos/other.mp4' }} locale="es" />,
      {
        locale: 'es',
      },
    );
    expect(screen.getByRole('combobox', { name: 'Subtítulos' })).toHaveValue('off');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subtítulos' }), 'en');
    expect(showing()).toEqual(['en']);
    expect(JSON.parse(localStorage.getItem('starlane.captions') ?? 'null')).toBe('en');
  });

  it('offers no menu for a video without captions, and falls back to off without the page language', () => {
    const { unmount } = renderWithProviders(<VideoPlayer source={{ ...source, captions: [] }} />);
    expect(screen.queryByRole('combobox', { name: 'Captions' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<VideoPlayer source={{ ...source, captions: [source.captions![1]!] }} />);
    expect(screen.getByRole('combobox', { name: 'Captions' })).toHaveValue('off');
  });
});
