import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` once a second from mount, then calls `onDone` once; answers the seconds left.
 * Unmounting stops it (that is how a countdown is cancelled), and mounting again starts from the top.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [seconds]);

  return left;
}
