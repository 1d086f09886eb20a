/* Small inline icons for the comment actions (components/icon-props.ts); the buttons carry the names. */
import { svgIcon } from '@/components/icon-props';

const iconProps = svgIcon(16);

export function ReplyIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6.6 3.2a.6.6 0 0 0-1-.45L1.2 6.6a.6.6 0 0 0 0 .9l4.4 3.85a.6.6 0 0 0 1-.45V8.8c3 0 5.1.9 6.7 3.3.2.3.7.2.7-.2C13.6 8.3 11.3 5.6 6.6 5.3z" />
    </svg>
  );
}

export function FlagIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 1.5a.5.5 0 0 0-1 0v13a.5.5 0 0 0 1 0V9.6c1.6-.7 3.1-.4 4.6.2 1.8.7 3.6 1 5.6-.1a.5.5 0 0 0 .3-.45V2.4a.5.5 0 0 0-.75-.43c-1.7.95-3.2.7-4.8.06C6.4 1.4 4.7 1.1 3 1.8z" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 1.5h4a.5.5 0 0 1 .5.5v1H14a.5.5 0 0 1 0 1h-.6l-.8 10a1 1 0 0 1-1 .9H4.4a1 1 0 0 1-1-.9l-.8-10H2a.5.5 0 0 1 0-1h3.5V2a.5.5 0 0 1 .5-.5m.5 1.5h3v-.5h-3zM6 6a.5.5 0 0 0-.5.5v6a.5.5 0 0 0 1 0v-6A.5.5 0 0 0 6 6m4 0a.5.5 0 0 0-.5.5v6a.5.5 0 0 0 1 0v-6A.5.5 0 0 0 10 6" />
    </svg>
  );
}
