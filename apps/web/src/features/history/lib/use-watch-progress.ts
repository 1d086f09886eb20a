import { useEffect, useRef, type RefObject } from 'react';
import type { HistoryEntry } from '@starlane/contract';
import { useAuth } from '@/lib/auth/auth-context';
import { recordPosition } from '../api/record-position';
import { recordLocalPosition } from './local-history';

/** How often playback reports where it stands while it plays (docs/decisions/0032: every 10 s). */
export const REPORT_EVERY_MS = 10_000;
/** Pausing and playing again in quick succession reports once, not per click. */
export const MIN_REPORT_GAP_MS = 2_000;

/**
 * Records where playback of `movie` stands: every REPORT_EVERY_MS while playing, on pause, when the page is
 * hidden or left, and when the player goes away. Members' reports go to the server, visitors' to this
 * browser's storage only. Nothing is recorded before playback starts: opening a page is not watching it.
 *
 * The <video> is found inside `container`, so the player component needs no history-specific props.
 */
export function useWatchProgress(
  container: RefObject<HTMLElement | null>,
  movie: HistoryEntry['movie'],
): void {
  const { status } = useAuth();
  const movieRef = useRef(movie);
  useEffect(() => {
    movieRef.current = movie;
  }, [movie]);

  useEffect(() => {
    const element = container.current?.querySelector('video');
    if (!element || status === 'checking') return;
    const isMember = status === 'signedIn';
    let started = false;
    let lastSentAt = 0;
    let lastPosition = -1;
    let timer: ReturnType<typeof setInterval> | undefined;

    const report = (force: boolean) => {
      if (!started) return;
      const position = Math.floor(element.currentTime);
      const now = Date.now();
      if (position === lastPosition || (!force && now - lastSentAt < MIN_REPORT_GAP_MS)) return;
      lastSentAt = now;
      lastPosition = position;
      const current = movieRef.current;
      if (isMember) {
        // A lost report costs a few seconds of position; nothing to tell the viewer.
        recordPosition(current.wmcExternalId, position).catch(() => undefined);
      } else {
        recordLocalPosition(current, position);
      }
    };
    const stopTimer = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onPlaying = () => {
      started = true;
      stopTimer();
      timer = setInterval(() => {
        report(false);
      }, REPORT_EVERY_MS);
    };
    const onPause = () => {
      stopTimer();
      report(false);
    };
    const onPageHide = () => {
      report(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(true);
    };

    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopTimer();
      // Leaving the page inside the app (no pagehide) still keeps where playback stood.
      report(true);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [container, status]);
}
