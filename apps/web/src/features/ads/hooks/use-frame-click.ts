import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onClick` when the visitor clicks into the frame. Clicks inside a sandboxed frame never reach this
 * page; what does is the window losing focus to that frame, which is how ad frames are measured everywhere.
 */
export function useFrameClick(ref: RefObject<HTMLIFrameElement | null>, onClick: () => void): void {
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      // document.activeElement moves to the frame right after the blur event.
      timer = setTimeout(() => {
        if (ref.current && document.activeElement === ref.current) latest.current();
      }, 0);
    };
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('blur', onBlur);
      clearTimeout(timer);
    };
  }, [ref]);
}
