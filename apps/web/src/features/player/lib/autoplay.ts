import { localValue } from '@/lib/local-value';

/** Whether a playlist plays its next video when one ends; on unless turned off, remembered per browser. */
export const playlistAutoplay = localValue<boolean>(
  'starlane.playlist-autoplay',
  (raw) => (typeof raw === 'boolean' ? raw : undefined),
  true,
);
