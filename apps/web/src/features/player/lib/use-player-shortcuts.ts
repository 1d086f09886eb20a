import { useEffect, useRef } from 'react';

/** What the help overlay lists; the handler below is the truth, this is its description. */
export const PLAYER_SHORTCUTS = [
  { keys: ['Space', 'K'], action: 'playPause' },
  { keys: ['←', '→'], action: 'seek' },
  { keys: ['↑', '↓'], action: 'volume' },
  { keys: ['F'], action: 'fullScreen' },
  { keys: ['M'], action: 'mute' },
  { keys: ['?'], action: 'help' },
] as const;

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** Typing in a field (or a control that answers these keys itself) keeps its keys. */
function keepsItsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // A focused button or link is pressed with Space (and Enter): not our play/pause.
  if ((key === ' ' || key === 'Enter') && (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY')) return true;
  return target.closest('[role="dialog"]:not([data-player-help])') !== null;
}

export interface PlayerShortcutTargets {
  /** The video the keys act on; null while none is mounted. */
  video: () => HTMLVideoElement | null;
  /** What goes full screen (the player's frame, so overlays stay visible). */
  frame: () => HTMLElement | null;
  toggleHelp: () => void;
}

/**
 * Keyboard shortcuts for the one player on the page: listened to on the document (no need to focus the
 * player first), never while one types in a field or presses a focused button, never with Ctrl, Alt or Meta
 * (browser shortcuts stay theirs).
 */
export function usePlayerShortcuts(targets: PlayerShortcutTargets): void {
  // Kept in a ref so a new object every render does not re-register the listener.
  const ref = useRef(targets);
  useEffect(() => {
    ref.current = targets;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (keepsItsKeys(event.target, event.key)) return;
      const { video: getVideo, frame, toggleHelp } = ref.current;
      if (event.key === '?') {
        event.preventDefault();
        toggleHelp();
        return;
      }
      const video = getVideo();
      if (!video) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      switch (key) {
        case ' ':
        case 'k':
          if (video.paused) void video.play().catch(() => undefined);
          else video.pause();
          break;
        case 'ArrowLeft':
          video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
          break;
        case 'ArrowRight': {
          const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
          video.currentTime = Math.min(end, video.currentTime + SEEK_STEP_SECONDS);
          break;
        }
        case 'ArrowUp':
          video.muted = false;
          video.volume = Math.min(1, Math.round((video.volume + VOLUME_STEP) * 10) / 10);
          break;
        case 'ArrowDown':
          video.volume = Math.max(0, Math.round((video.volume - VOLUME_STEP) * 10) / 10);
          break;
        case 'm':
          video.muted = !video.muted;
          break;
        case 'f':
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void (frame() ?? video).requestFullscreen().catch(() => undefined);
          break;
        default:
          return;
      }
      // Handled: the page must not scroll on Space or the arrows.
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
