import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/messages';
import { usePlayerShortcuts } from '../lib/use-player-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';
import './player-frame.css';

export interface PlayerFrameProps {
  children: ReactNode;
  /** Called when the video inside plays to its end. */
  onEnded?: () => void;
  /** Starts the video as soon as it can play (the next of a playlist); muted if the browser insists. */
  autoPlay?: boolean;
  /** Laid over the player (the up-next countdown). */
  overlay?: ReactNode;
}

/**
 * Wraps a VideoPlayer with what the page adds around playback: keyboard shortcuts and their help, the end
 * of the video, starting by itself. Kept apart from the player so the player stays about sources.
 */
export function PlayerFrame({ children, onEnded, autoPlay = false, overlay }: PlayerFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [help, setHelp] = useState(false);
  const t = useMessages();
  const video = () => frameRef.current?.querySelector('video') ?? null;
  usePlayerShortcuts({
    video,
    frame: () => frameRef.current,
    toggleHelp: () => {
      setHelp((shown) => !shown);
    },
  });

  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // Media events do not bubble: listen in the capture phase to hear the video inside.
    const handleEnded = (event: Event) => {
      if (event.target instanceof HTMLVideoElement) endedRef.current?.();
    };
    frame.addEventListener('ended', handleEnded, true);
    return () => {
      frame.removeEventListener('ended', handleEnded, true);
    };
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!autoPlay || !frame) return;
    const start = (target: HTMLVideoElement) => {
      target.play().catch((error: unknown) => {
        // Browsers refuse sound without a gesture; muted playback is allowed.
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          target.muted = true;
          void target.play().catch(() => undefined);
        }
      });
    };
    const current = frame.querySelector('video');
    if (current && current.readyState >= HTMLMediaElement.HAVE_METADATA) start(current);
    const handleReady = (event: Event) => {
      if (event.target instanceof HTMLVideoElement && event.target.paused) start(event.target);
    };
    frame.addEventListener('loadedmetadata', handleReady, true);
    return () => {
      frame.removeEventListener('loadedmetadata', handleReady, true);
    };
  }, [autoPlay]);

  return (
    <div ref={frameRef} className="sl-player-frame">
      {children}
      {overlay}
      {help ? (
        <ShortcutsHelp
          onClose={() => {
            setHelp(false);
          }}
        />
      ) : null}
      <button
        type="button"
        className="btn btn-link btn-sm px-0 sl-player-shortcuts-link"
        aria-haspopup="dialog"
        onClick={() => {
          setHelp(true);
        }}
      >
        {t.player.shortcuts} (?)
      </button>
    </div>
  );
}
