import { useEffect, useId, useRef, useState } from 'react';
import { Button, OverlayTrigger, Popover } from 'react-bootstrap';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { POPOVER_HIDE_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { notify, notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { useAddVideoToPlaylist } from '../api/add-video-to-playlist';
import { useMyPlaylists } from '../api/get-my-playlists';
import { useMessages } from '@/lib/i18n/messages';

/** The 'Add to Playlist' button and its popover of the member's playlists (toggles open and closed). */
export function AddToPlaylistPopover({ videoId }: { videoId: string }) {
  const { isSignedIn } = useAuth();
  const t = useMessages();
  if (!isSignedIn) {
    return (
      <Button variant="outline-primary" size="sm" onClick={() => notifyNotLoggedIn(t.spec.notLoggedIn)}>
        {t.playlists.addToPlaylist}
      </Button>
    );
  }
  return <MemberAddToPlaylist videoId={videoId} />;
}

function MemberAddToPlaylist({ videoId }: { videoId: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages();
  const popoverId = useId();
  return (
    <OverlayTrigger
      trigger="click"
      placement="bottom-start"
      rootClose
      show={open}
      onToggle={setOpen}
      delay={{ show: 0, hide: POPOVER_HIDE_DELAY_MS }}
      overlay={
        <Popover id={popoverId} role="dialog" aria-label={t.playlists.yours} className="sl-playlist-popover">
          <Popover.Header as="h3">{t.playlists.addToOne}</Popover.Header>
          <Popover.Body>
            <FocusOnMount />
            <PlaylistChoices
              videoId={videoId}
              onDone={() => {
                setOpen(false);
              }}
            />
          </Popover.Body>
        </Popover>
      }
    >
      <Button
        variant="outline-primary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
      >
        {t.playlists.addToPlaylist}
      </Button>
    </OverlayTrigger>
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
