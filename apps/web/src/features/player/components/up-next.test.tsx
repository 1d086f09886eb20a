import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMessages as render } from '@/testing/test-utils';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '@/testing/test-utils';
import { PlayerFrame } from './player-frame';
import { UP_NEXT_SECONDS, UpNextCountdown } from './up-next';

const next = makeVideo(2, { title: 'The Sequel' });

/** A player whose end offers the next video, as the video page wires it. */
function Harness({ onPlay }: { onPlay: () => void }) {
  const [ended, setEnded] = useState(false);
  return (
    <MemoryRouter>
      <PlayerFrame
        onEnded={() => {
          setEnded(true);
        }}
        overlay={
          ended ? (
            <UpNextCountdown
              next={next}
              onPlay={onPlay}
              onCancel={() => {
                setEnded(false);
              }}
            />
          ) : null
        }
      >
        <video aria-label="Video player: First" />
      </PlayerFrame>
    </MemoryRouter>
  );
}

describe('up next', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the next video when one ends and plays it when the countdown runs out', () => {
    const onPlay = vi.fn();
    render(<Harness onPlay={onPlay} />);
    expect(screen.queryByRole('region', { name: 'Up next' })).toBeNull();

    fireEvent.ended(screen.getByLabelText('Video player: First'));
    const offer = screen.getByRole('region', { name: 'Up next' });
    expect(offer).toHaveTextContent(`Up next in ${String(UP_NEXT_SECONDS)} s: The Sequel`);

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(offer).toHaveTextContent('Up next in 5 s');
    expect(onPlay).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('cancels with its button: nothing plays, and the next end starts the countdown afresh', () => {
    const onPlay = vi.fn();
    render(<Harness onPlay={onPlay} />);
    const video = screen.getByLabelText('Video player: First');

    fireEvent.ended(video);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel up next' }));
    expect(screen.queryByRole('region', { name: 'Up next' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onPlay).not.toHaveBeenCalled();

    fireEvent.ended(video);
    expect(screen.getByRole('region', { name: 'Up next' })).toHaveTextContent(
      `Up next in ${String(UP_NEXT_SECONDS)} s`,
    );
  });

  it('plays at once with Play now', () => {
    const onPlay = vi.fn();
    render(<Harness onPlay={onPlay} />);
    fireEvent.ended(screen.getByLabelText('Video player: First'));
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});
