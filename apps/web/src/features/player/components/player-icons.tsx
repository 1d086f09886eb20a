/* The player's icons (components/icon-props.ts); the buttons carry the accessible names. */
import { lineProps, svgIcon } from '@/components/icon-props';

const iconProps = svgIcon(20);

export function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5.5 3.2a.8.8 0 0 1 1.2-.7l10 6.8a.8.8 0 0 1 0 1.4l-10 6.8a.8.8 0 0 1-1.2-.7z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...iconProps}>
      <rect x="4.5" y="3" width="4" height="14" rx="1" />
      <rect x="11.5" y="3" width="4" height="14" rx="1" />
    </svg>
  );
}

const SPEAKER =
  'M2.5 7.2a1 1 0 0 1 1-1h2.8l4-3.3a.6.6 0 0 1 1 .5v13.2a.6.6 0 0 1-1 .5l-4-3.3H3.5a1 1 0 0 1-1-1z';

export function VolumeIcon() {
  return (
    <svg {...iconProps}>
      <path d={SPEAKER} />
      <path d="M13.5 6.5a5 5 0 0 1 0 7M15.8 4.2a8.2 8.2 0 0 1 0 11.6" {...lineProps(1.6)} />
    </svg>
  );
}

export function MutedIcon() {
  return (
    <svg {...iconProps}>
      <path d={SPEAKER} />
      <path d="M13.5 7.5l5 5m0-5l-5 5" {...lineProps(1.6)} />
    </svg>
  );
}

export function FullscreenIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 7.5V3h4.5M12.5 3H17v4.5M17 12.5V17h-4.5M7.5 17H3v-4.5" {...lineProps(1.8)} />
    </svg>
  );
}

export function ExitFullscreenIcon() {
  return (
    <svg {...iconProps}>
      <path d="M7.5 3v4.5H3M17 7.5h-4.5V3M12.5 17v-4.5H17M3 12.5h4.5V17" {...lineProps(1.8)} />
    </svg>
  );
}
