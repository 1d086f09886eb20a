import { useEffect, useState, type RefObject } from 'react';

/** How much of a card must be on screen before its preview plays on a touch screen. */
export const IN_VIEW_RATIO = 0.75;

/** Stops the preview playing now: one at a time across the whole page. */
let stopCurrent: (() => void) | null = null;

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Whether a card's hover preview should play: while a mouse points at it (desktop), or, on a screen with no
 * hover (phones), while it is mostly in view. Never on a `saveData` connection. Starts false on the server
 * and the first client render alike, so the preview's <video> only appears after hydration, and only for a
 * card that was looked at: the others never load a byte of their preview.
 */
export function useHoverPreview(
  target: RefObject<HTMLElement | null>,
  enabled: boolean,
): { playing: boolean; onPointerEnter: (e: { pointerType: string }) => void; onPointerLeave: () => void } {
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || saveData()) return;
    if (!window.matchMedia('(hover: none)').matches || typeof IntersectionObserver === 'undefined') return;
    const stop = () => {
      setPlaying(false);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.intersectionRatio >= IN_VIEW_RATIO) {
          if (stopCurrent !== stop) stopCurrent?.();
          stopCurrent = stop;
          setPlaying(true);
        } else if (stopCurrent === stop) {
          stopCurrent = null;
          setPlaying(false);
        }
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (stopCurrent === stop) stopCurrent = null;
    };
  }, [target, enabled]);

  return {
    playing,
    onPointerEnter: ({ pointerType }) => {
      if (enabled && pointerType === 'mouse' && !saveData()) setPlaying(true);
    },
    onPointerLeave: () => {
      setPlaying(false);
    },
  };
}
