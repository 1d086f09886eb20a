import { useId } from 'react';
import { useMessages } from '@/lib/i18n/messages';

/** A rendition of the HLS ladder as hls.js numbers it. */
export interface QualityLevel {
  index: number;
  height: number;
}

export const AUTO_LEVEL = -1;

export interface QualityMenuProps {
  levels: readonly QualityLevel[];
  /** The chosen level, or AUTO_LEVEL. */
  selected: number;
  /** The level playing now, shown next to Auto. */
  playing: number | null;
  onSelect: (level: number) => void;
}

/** A native select: announced, keyboard-operable and touch-friendly everywhere without extra ARIA. */
export function QualityMenu({ levels, selected, playing, onSelect }: QualityMenuProps) {
  const id = useId();
  const t = useMessages();
  const playingHeight = levels.find((l) => l.index === playing)?.height;
  return (
    <span className="d-inline-flex align-items-center gap-1">
      <label htmlFor={id} className="visually-hidden">
        {t.player.quality}
      </label>
      <select
        id={id}
        className="form-select form-select-sm sl-player-quality"
        value={selected}
        onChange={(event) => {
          onSelect(Number(event.target.value));
        }}
      >
        <option value={AUTO_LEVEL}>{playingHeight ? t.player.autoAt(playingHeight) : t.player.auto}</option>
        {[...levels]
          .sort((a, b) => b.height - a.height)
          .map((level) => (
            <option key={level.index} value={level.index}>
              {level.height}p
            </option>
          ))}
      </select>
    </span>
  );
}
