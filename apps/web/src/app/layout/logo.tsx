/** The Starlane mark: a four-point star on a streak. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sl-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#ff7ac6" />
        </linearGradient>
      </defs>
      <path
        d="M2 24 L22 12"
        stroke="url(#sl-logo-gradient)"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.6"
      />
      <path
        d="M20 2 L22.6 9.4 L30 12 L22.6 14.6 L20 22 L17.4 14.6 L10 12 L17.4 9.4 Z"
        fill="url(#sl-logo-gradient)"
      />
    </svg>
  );
}
