import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { notifyNotLoggedIn } from '@/lib/toast';
import { useMessages } from '@/lib/i18n/messages';

// The popover, its positioning (Popper) and its transition are a chunk of their own, fetched on the first
// press: a video page's first load carries the button alone (docs/decisions/0084).
const PlaylistOverlay = lazy(() => import('./playlist-overlay'));

/** The 'Add to Playlist' button and its popover of the member's playlists (toggles open and closed). */
export function AddToPlaylistPopover({ videoId }: { videoId: string }) {
  const { isSignedIn } = useAuth();
  const t = useMessages();
  if (!isSignedIn) {
    return (
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => notifyNotLoggedIn(t.spec.notLoggedIn)}
      >
        {t.playlists.addToPlaylist}
      </button>
    );
  }
  return <MemberAddToPlaylist videoId={videoId} />;
}

function MemberAddToPlaylist({ videoId }: { videoId: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages();
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {t.playlists.addToPlaylist}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PlaylistOverlay
            id={popoverId}
            videoId={videoId}
            target={button}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
