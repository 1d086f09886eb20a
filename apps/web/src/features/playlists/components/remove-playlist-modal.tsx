import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { useMessages } from '@/lib/i18n/messages';

export interface RemovePlaylistModalProps {
  /** The playlist to remove; null hides the dialog. */
  playlistName: string | null;
  onHide: () => void;
  /** A rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
}

/** The 'Kill it' confirmation: nothing is removed until the member says yes. */
export function RemovePlaylistModal({ playlistName, onHide, onConfirm }: RemovePlaylistModalProps) {
  // Keeps showing the name while the dialog fades out after playlistName went back to null.
  const [shownName, setShownName] = useState(playlistName);
  const t = useMessages();
  if (playlistName !== null && playlistName !== shownName) setShownName(playlistName);
  return (
    <ConfirmModal
      show={playlistName !== null}
      title={`${t.labels.removePlaylist}?`}
      question={t.spec.removePlaylistQuestion}
      subject={shownName ?? ''}
      confirmLabel={t.playlists.yesKillIt}
      onHide={onHide}
      onConfirm={onConfirm}
    />
  );
}
