import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMessages as render } from '@/testing/test-utils';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer, type VideoSource } from './video-player';

type Listener = (event: string, data: never) => void;
type ErrorListener = (event: string, data: { fatal: boolean }) => void;

const hlsMock = vi.hoisted(() => {
  const state = {
    supported: true,
    instances: [] as FakeHls[],
  };
  class FakeHls {
    static Events = {
      ERROR: 'hlsError',
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
    };
    static isSupported = () => state.supported;
    loadSource = vi.fn<(url: string) => void>();
    attachMedia = vi.fn<(media: HTMLMediaElement) => void>();
    destroy = vi.fn<() => void>();
    currentLevel = -1;
    errorListener: ErrorListener | null = null;
    listeners = new Map<string, Listener>();
    constructor() {
      state.instances.push(this);
    }
    on(event: string, listener: Listener) {
      if (event === 'hlsError') this.errorListener = listener as ErrorListener;
      this.listeners.set(event, listener);
    }
    emit(event: string, data: unknown) {
      this.listeners.get(event)?.(event, data as never);
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
    expect(video).toHaveAttribute('playsinline');
    // Hydrated: the player's own controls, named, instead of the browser's.
    expect(video).not.toHaveAttribute('controls');
    const controls = screen.getByRole('group', { name: 'Player controls' });
    for (const name of ['Play', 'Mute', 'Full screen']) {
      expect(within(controls).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(controls).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    // No ladder, no quality menu.
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
    expect(hlsMock.state.instances).toHaveLength(0);
    expect(video).toHaveAttribute('data-engine', 'mp4');
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
    // Chosen only once the ladder is known: the quality menu may still arrive until then.
    expect(videoElement()).toHaveAttribute('data-engine', 'pending');
    act(() => {
      hls?.emit('hlsManifestParsed', { levels: [{ height: 240 }, { height: 480 }] });
    });
    expect(videoElement()).toHaveAttribute('data-engine', 'hls');

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
    await waitFor(() => {
      expect(videoElement()).toHaveAttribute('data-engine', 'mp4');
    });
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
    expect(videoElement()).toHaveAttribute('data-engine', 'native-hls');
    fireEvent.error(videoElement());
    expect(videoElement().getAttribute('src')).toBe(withHls.videoURL);
    expect(hlsMock.state.instances).toHaveLength(0);
  });

  it('prefers hls.js to native HLS where the browser has Media Source Extensions', async () => {
    // Chromium answers "maybe" for HLS, but its native player offers no choice of rung.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.stubGlobal('MediaSource', class {});
    try {
      render(<VideoPlayer source={withHls} />);
      await waitFor(() => {
        expect(hlsMock.state.instances).toHaveLength(1);
      });
      expect(hlsMock.state.instances[0]?.attachMedia).toHaveBeenCalledWith(videoElement());
      expect(videoElement().getAttribute('src')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the ladder with Auto, switches hls.js to a chosen level and back to Auto', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer source={withHls} />);
    await waitFor(() => {
      expect(hlsMock.state.instances).toHaveLength(1);
    });
    const hls = hlsMock.state.instances[0]!;
    act(() => {
      hls.emit('hlsManifestParsed', { levels: [{ height: 240 }, { height: 480 }, { height: 720 }] });
      hls.emit('hlsLevelSwitched', { level: 1 });
    });

    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Auto (480p)', '720p', '480p', '240p']);
    expect(menu).toHaveValue('-1');

    await user.selectOptions(menu, '720p');
    expect(hls.currentLevel).toBe(2);
    await user.selectOptions(menu, 'Auto (480p)');
    expect(hls.currentLevel).toBe(-1);
  });

  it('shows no quality menu for a one-rung ladder or after falling back to MP4', async () => {
    render(<VideoPlayer source={withHls} />);
    await waitFor(() => {
      expect(hlsMock.state.instances).toHaveLength(1);
    });
    const hls = hlsMock.state.instances[0]!;
    act(() => {
      hls.emit('hlsManifestParsed', { levels: [{ height: 180 }] });
    });
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();

    act(() => {
      hls.emit('hlsManifestParsed', { levels: [{ height: 240 }, { height: 480 }] });
    });
    expect(screen.getByRole('combobox', { name: 'Quality' })).toBeInTheDocument();
    act(() => {
      hls.errorListener?.('hlsError', { fatal: true });
    });
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('loads the seek thumbnails on first interest and shows the tile of the time under the pointer', async () => {
    const track =
      'WEBVTT\n\n00:00.000 --> 00:05.000\nsprite.jpg#xywh=0,0,160,90\n\n00:05.000 --> 00:10.000\nsprite.jpg#xywh=160,0,160,90\n';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(track));
    render(<VideoPlayer source={{ ...mp4Only, seekThumbnailsURL: '/media/videos/7/thumbnails.vtt' }} />);
    const video = videoElement();
    Object.defineProperty(video, 'duration', { configurable: true, value: 10 });
    fireEvent.durationChange(video);
    expect(fetchSpy).not.toHaveBeenCalled();

    const seek = screen.getByRole('slider', { name: 'Seek' });
    seek.getBoundingClientRect = () => ({ left: 0, width: 200, top: 0, height: 10 }) as DOMRect;
    fireEvent.pointerEnter(seek);
    expect(fetchSpy).toHaveBeenCalledWith('/media/videos/7/thumbnails.vtt');
    // Let the mocked fetch and its parsing settle before pointing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the coordinates.
    fireEvent(seek, new MouseEvent('pointermove', { bubbles: true, clientX: 150 }));
    expect(screen.getByTestId('seek-preview').firstElementChild).toHaveStyle({
      backgroundPosition: '-160px 0px',
    });
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('0:07');

    // Keyboard: the arrow keys move the range, which seeks and shows the thumbnail too.
    fireEvent.change(seek, { target: { value: '2' } });
    expect(video.currentTime).toBe(2);
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('0:02');
    expect(seek).toHaveAttribute('aria-valuetext', '0:02 of 0:10');
    fireEvent.pointerLeave(seek);
    fireEvent.blur(seek);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('plays and pauses from the button and the focused video with the space bar', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      fireEvent.play(this);
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      fireEvent.pause(this);
    });
    render(<VideoPlayer source={mp4Only} />);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    const video = videoElement();
    expect(video).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(video, { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    play.mockRestore();
    pause.mockRestore();
  });
});
