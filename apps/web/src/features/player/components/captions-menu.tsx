import { useId } from 'react';
import { LOCALE_NAMES, type CaptionTrack } from '@starlane/contract';
import { useMessages } from '@/lib/i18n/messages';
import type { CaptionsChoice } from '../lib/captions';

export interface CaptionsMenuProps {
  tracks: readonly CaptionTrack[];
  selected: CaptionsChoice;
  onSelect: (choice: CaptionsChoice) => void;
}

/**
 * The captions choice (off, or one of the video's languages), a labelled native select like the quality
 * menu. Each language is named in itself (English, Español), as language pickers do.
 */
export function CaptionsMenu({ tracks, selected, onSelect }: CaptionsMenuProps) {
  const id = useId();
  const t = useMessages().video;
  return (
    <span className="d-inline-flex align-items-center gap-1">
      <label htmlFor={id} className="visually-hidden">
        {t.captions}
      </label>
      <select
        id={id}
        className="form-select form-select-sm sl-player-captions"
        value={selected}
        onChange={(event) => {
          onSelect(event.target.value as CaptionsChoice);
        }}
      >
        <option value="off">{t.captionsOff}</option>
        {tracks.map((track) => (
          <option key={track.lang} value={track.lang} lang={track.lang}>
            {LOCALE_NAMES[track.lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
