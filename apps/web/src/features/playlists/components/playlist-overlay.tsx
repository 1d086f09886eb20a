import { useEffect, useRef, type RefObject } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { notify, notifyError } from '@/lib/toast';
import { useAddVideoToPlaylist } from '../api/add-video-to-playlist';
import { useMyPlaylists } from '../api/get-my-playlists';
import { useMessages } from '@/lib/i18n/messages';

export interface PlaylistOverlayProps {
  id: string;
  videoId: string;
  /** The button it opens below; a press on it is the button's to handle (it closes the popover). */
  target: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The member's playlists in a popover below the 'Add to Playlist' button, loaded with its first press
 * (add-to-playlist-popover.tsx). A click elsewhere or Escape closes it.
 */
export default function PlaylistOverlay({ id, videoId, target, onClose }: PlaylistOverlayProps) {
  const t = useMessages();
  return (
    <Overlay
      show
      target={target}
      placement="bottom-start"
      rootClose
      onHide={(event?: Event) => {
        if (event?.target instanceof Node && target.current?.contains(event.target)) return;
        onClose();
      }}
    >
      <Popover id={id} role="dialog" aria-label={t.playlists.yours} className="sl-playlist-popover">
        <Popover.Header as="h3">{t.playlists.addToOne}</Popover.Header>
        <Popover.Body>
          <FocusOnMount />
          <PlaylistChoices videoId={videoId} onDone={onClose} />
        </Popover.Body>
      </Popover>
    </Overlay>
  );
}

/** Moves keyboard focus into the popover (rendered at the end of the page) as it opens. */
function FocusOnMount() {
  const ref = useRef<HTMLSpanElement>(null);
  const t = useMessages();
  useEffect(() => {
    // The popover is positioned after it mounts: scrolling to it now would jump to the end of the page.
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <span ref={ref} tabIndex={-1} className="visually-hidden">
      {t.playlists.yours}
    </span>
  );
}

function PlaylistChoices({ videoId, onDone }: { videoId: string; onDone: () => void }) {
  const query = useMyPlaylists();
  const t = useMessages();
  const { mutate, isPending: isAdding } = useAddVideoToPlaylist();

  const add = (playlistId: number) => {
    mutate(
      { playlistId, videoId },
      {
        onSuccess: (result) => {
          if (result.added) notify.success(t.spec.addedToPlaylist);
          else notify.info(t.playlists.alreadyIn);
          onDone();
        },
        onError: (error) => {
          notifyError(error, t.playlists.addFailed);
        },
      },
    );
  };

  return (
    <QueryState
      query={query}
      what={t.playlists.yours}
      empty={
        <p className="mb-0">
          {t.playlists.noneYetBefore} <Link to={paths.myPlaylists}>{t.playlists.createTitle}</Link>{' '}
          {t.playlists.noneYetAfter}
        </p>
      }
    >
      {(playlists) => (
        <ul className="list-unstyled mb-0 d-grid gap-1">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary w-100 text-start text-truncate"
                disabled={isAdding}
                onClick={() => {
                  add(playlist.id);
                }}
              >
                {playlist.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
