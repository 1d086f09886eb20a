import { useState, type CSSProperties } from 'react';
import { thumbnailAt, type ThumbnailCue } from '../lib/thumbnails-vtt';
import { useMessages } from '@/lib/i18n/messages';

export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${s}` : `${String(m)}:${s}`;
}

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  cues: readonly ThumbnailCue[];
  onSeek: (seconds: number) => void;
  /** The first time someone points at or focuses the bar: the moment to load the thumbnails. */
  onInterest: () => void;
}

/** Where the preview shows: the time under the pointer, or the value being scrubbed. */
interface Peek {
  seconds: number;
  fraction: number;
}

/**
 * A range input (arrow keys, Home/End and touch work as everywhere) with the thumbnail of the time under the
 * pointer, or of the position while it is dragged or stepped with the keyboard.
 */
export function SeekBar({ currentTime, duration, cues, onSeek, onInterest }: SeekBarProps) {
  const [peek, setPeek] = useState<Peek | null>(null);
  const t = useMessages();
  const known = Number.isFinite(duration) && duration > 0;
  const max = known ? duration : 0;
  const cue = peek ? thumbnailAt(cues, peek.seconds) : undefined;
  const tileStyle: CSSProperties | undefined = cue
    ? cue.tile
      ? {
          width: cue.tile.width,
          height: cue.tile.height,
          backgroundImage: `url("${cue.url}")`,
          backgroundPosition: `${String(-cue.tile.x)}px ${String(-cue.tile.y)}px`,
        }
      : { width: 160, height: 90, backgroundImage: `url("${cue.url}")`, backgroundSize: 'cover' }
    : undefined;

  return (
    <div className="sl-seek position-relative d-flex align-items-center">
      {peek && (
        <div
          className="sl-seek-peek"
          style={{ left: `${String(peek.fraction * 100)}%` }}
          data-testid="seek-preview"
          aria-hidden="true"
        >
          {tileStyle && <div className="sl-seek-thumb" style={tileStyle} />}
          <div className="sl-seek-time">{formatTime(peek.seconds)}</div>
        </div>
      )}
      <input
        type="range"
        className="form-range"
        aria-label={t.player.seek}
        aria-valuetext={t.player.timeOf(formatTime(currentTime), formatTime(max))}
        min={0}
        max={max}
        step="any"
        value={Math.min(currentTime, max)}
        disabled={!known}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          onSeek(seconds);
          setPeek({ seconds, fraction: max > 0 ? seconds / max : 0 });
        }}
        onFocus={onInterest}
        onPointerEnter={onInterest}
        onPointerMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          if (!known || box.width <= 0 || !Number.isFinite(event.clientX)) return;
          const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
          setPeek({ seconds: fraction * duration, fraction });
        }}
        onPointerLeave={() => {
          setPeek(null);
        }}
        onBlur={() => {
          setPeek(null);
        }}
      />
    </div>
  );
}
