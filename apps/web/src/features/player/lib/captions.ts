import { useEffect, type RefObject } from 'react';
import { isLocale, type CaptionTrack, type Locale } from '@starlane/contract';
import { localValue } from '@/lib/local-value';

/** What the viewer chose in the captions menu: a language, or none. */
export type CaptionsChoice = Locale | 'off';

/** Unset until the viewer chooses; one choice for every video (docs/decisions/0074). */
const storedChoice = localValue<CaptionsChoice | null>(
  'starlane.captions',
  (raw) => (raw === 'off' || isLocale(raw) ? raw : undefined),
  null,
);

/** The track to show: the stored choice where the video has it, else the page's language, else none. */
export function captionsShown(
  tracks: readonly CaptionTrack[],
  stored: CaptionsChoice | null,
  pageLocale: Locale,
): CaptionsChoice {
  const has = (lang: CaptionsChoice | null) => tracks.some((t) => t.lang === lang);
  if (stored === 'off') return 'off';
  if (has(stored)) return stored!;
  return has(pageLocale) ? pageLocale : 'off';
}

/**
 * The captions choice of this player and its setter (remembered in localStorage), kept applied to the
 * element's text tracks: the chosen one showing, the others disabled. Tracks the browser adds later (a
 * `<track>` loading, hls.js) get the same treatment when they arrive.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracks: readonly CaptionTrack[],
  pageLocale: Locale,
): [CaptionsChoice, (choice: CaptionsChoice) => void] {
  const shown = captionsShown(tracks, storedChoice.use(), pageLocale);
  useEffect(() => {
    const list = videoRef.current?.textTracks;
    if (!list || tracks.length === 0) return;
    const apply = () => {
      for (const track of Array.from(list)) {
        if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
        const mode = track.language === shown ? 'showing' : 'disabled';
        if (track.mode !== mode) track.mode = mode;
      }
    };
    apply();
    list.addEventListener('addtrack', apply);
    return () => {
      list.removeEventListener('addtrack', apply);
    };
  }, [videoRef, shown, tracks]);
  return [shown, (choice) => storedChoice.write(choice)];
}
