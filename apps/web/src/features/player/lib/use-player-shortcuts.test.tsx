import { fireEvent, screen } from '@testing-library/react';
import { renderWithMessages as render } from '@/testing/test-utils';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerFrame } from '../components/player-frame';

/** A frame with a plain video (jsdom plays nothing: play and pause flip `paused` by hand) and a field. */
function renderPlayer() {
  render(
    <>
      <label>
        Comment
        <textarea />
      </label>
      <PlayerFrame>
        <video aria-label="Video player: Test" />
      </PlayerFrame>
    </>,
  );
  const video = screen.getByLabelText<HTMLVideoElement>('Video player: Test');
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  Object.defineProperty(video, 'duration', { value: 60 });
  const play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
  });
  video.play = play;
  video.pause = pause;
  return Object.assign(video, { playMock: play, pauseMock: pause });
}

// jsdom has no Fullscreen API.
/** Presses the keys on the page, one after another. */
function press(...keys: string[]) {
  for (const key of keys) fireEvent.keyDown(document.body, { key });
}

const requestFullscreen = vi.fn(() => Promise.resolve());

describe('player shortcuts', () => {
  beforeEach(() => {
    requestFullscreen.mockClear();
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('plays and pauses with Space and K, and stops the page from scrolling', () => {
    const video = renderPlayer();
    const space = fireEvent.keyDown(document.body, { key: ' ' });
    expect(video.playMock).toHaveBeenCalledTimes(1);
    expect(space).toBe(false); // default prevented
    press('k');
    expect(video.pauseMock).toHaveBeenCalledTimes(1);
  });

  it('seeks 5 seconds with the arrows, within the video', () => {
    const video = renderPlayer();
    video.currentTime = 10;
    press('ArrowRight');
    expect(video.currentTime).toBe(15);
    press('ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    expect(video.currentTime).toBe(0);
  });

  it('changes the volume with up and down, mutes with M and goes full screen with F', () => {
    const video = renderPlayer();
    video.volume = 0.5;
    press('ArrowUp');
    expect(video.volume).toBeCloseTo(0.6);
    press('ArrowDown', 'ArrowDown');
    expect(video.volume).toBeCloseTo(0.4);
    press('m');
    expect(video.muted).toBe(true);
    press('M');
    expect(video.muted).toBe(false);
    press('f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys alone while one types in a field or holds Ctrl', async () => {
    const video = renderPlayer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Comment'), 'k m f');
    expect(video.playMock).not.toHaveBeenCalled();
    expect(video.muted).toBe(false);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(video.playMock).not.toHaveBeenCalled();
  });

  it('shows and hides the list of shortcuts with ?', async () => {
    renderPlayer();
    press('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Play or pause');
    expect(help).toHaveTextContent('Back or forward 5 seconds');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close shortcuts' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
