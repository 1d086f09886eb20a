import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer, type VideoSource } from './video-player';

type ErrorListener = (event: string, data: { fatal: boolean }) => void;

const hlsMock = vi.hoisted(() => {
  const state = {
    supported: true,
    instances: [] as FakeHls[],
  };
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => state.supported;
    loadSource = vi.fn<(url: string) => void>();
    attachMedia = vi.fn<(media: HTMLMediaElement) => void>();
    destroy = vi.fn<() => void>();
    errorListener: ErrorListener | null = null;
    constructor() {
      state.instances.push(this);
    }
    on(event: string, listener: ErrorListener) {
      if (event === 'hlsError') this.errorListener = listener;
    }
  }
  const load = vi.fn(() => ({ default: FakeHls }));
  return { state, load, FakeHls };
});

vi.mock('hls.js', () => hlsMock.load());

const mp4Only: VideoSource = {
  title: 'Nebula Drift',
  videoURL: '/media/videos/nebula.mp4',
  hlsURL: null,
  thumbnail: '/media/thumbs/nebula.jpg',
};
const withHls: VideoSource = { ...mp4Only, hlsURL: '/media/hls/nebula/master.m3u8' };

function videoElement(): HTMLVideoElement {
  const element = screen.getByLabelText('Video player: Nebula Drift');
  if (!(element instanceof HTMLVideoElement)) throw new Error('not a video element');
  return element;
}

describe('VideoPlayer', () => {
  beforeEach(() => {
    hlsMock.state.supported = true;
    hlsMock.state.instances.length = 0;
  });

  it('plays the MP4 directly when there is no HLS stream, without hls.js', () => {
    render(<VideoPlayer source={mp4Only} />);

    const video = videoElement();
    expect(video.getAttribute('src')).toBe(mp4Only.videoURL);
    expect(video).toHaveAttribute('poster', mp4Only.thumbnail);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(hlsMock.state.instances).toHaveLength(0);
  });

  it('calls onPlaybackStart once per source, on the first playing event', () => {
    const onStart = vi.fn();
    const { rerender } = render(<VideoPlayer source={mp4Only} onPlaybackStart={onStart} />);

    fireEvent.play(videoElement());
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.playing(videoElement());
    fireEvent.pause(videoElement());
    fireEvent.playing(videoElement());
    expect(onStart).toHaveBeenCalledTimes(1);

    // A new callback identity is not a new source.
    const sameSourceCallback = vi.fn();
    rerender(<VideoPlayer source={{ ...mp4Only }} onPlaybackStart={sameSourceCallback} />);
    fireEvent.playing(videoElement());
    expect(sameSourceCallback).not.toHaveBeenCalled();

    rerender(
      <VideoPlayer source={{ ...mp4Only, videoURL: '/media/videos/other.mp4' }} onPlaybackStart={onStart} />,
    );
    expect(videoElement().getAttribute('src')).toBe('/media/videos/other.mp4');
    fireEvent.playing(videoElement());
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it('attaches hls.js when the browser has no native HLS, and destroys it on unmount', async () => {
    const { unmount } = render(<VideoPlayer source={withHls} />);

    await waitFor(() => {
      expect(hlsMock.state.instances).toHaveLength(1);
    });
    const hls = hlsMock.state.instances[0];
    expect(hls?.loadSource).toHaveBeenCalledWith(withHls.hlsURL);
    expect(hls?.attachMedia).toHaveBeenCalledWith(videoElement());
    expect(videoElement().getAttribute('src')).toBeNull();

    unmount();
    expect(hls?.destroy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the MP4 when hls.js reports a fatal error', async () => {
    render(<VideoPlayer source={withHls} />);
    await waitFor(() => {
      expect(hlsMock.state.instances).toHaveLength(1);
    });
    const hls = hlsMock.state.instances[0];

    hls?.errorListener?.('hlsError', { fatal: false });
    expect(videoElement().getAttribute('src')).toBeNull();

    hls?.errorListener?.('hlsError', { fatal: true });
    expect(hls?.destroy).toHaveBeenCalledTimes(1);
    expect(videoElement().getAttribute('src')).toBe(withHls.videoURL);
  });

  it('uses the MP4 when hls.js is not supported', async () => {
    hlsMock.state.supported = false;
    render(<VideoPlayer source={withHls} />);

    await waitFor(() => {
      expect(videoElement().getAttribute('src')).toBe(withHls.videoURL);
    });
    expect(hlsMock.state.instances).toHaveLength(0);
  });

  it('uses native HLS where the browser has it', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<VideoPlayer source={withHls} />);

    expect(videoElement().getAttribute('src')).toBe(withHls.hlsURL);
    fireEvent.error(videoElement());
    expect(videoElement().getAttribute('src')).toBe(withHls.videoURL);
    expect(hlsMock.state.instances).toHaveLength(0);
  });
});
