import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { LABELS, MESSAGES } from '@starlane/contract';

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
  if (playlistName !== null && playlistName !== shownName) setShownName(playlistName);
  return (
    <ConfirmModal
      show={playlistName !== null}
      title={`${LABELS.removePlaylist}?`}
      question={MESSAGES.removePlaylistQuestion}
      subject={shownName ?? ''}
      confirmLabel="Yes, kill it"
      onHide={onHide}
      onConfirm={onConfirm}
    />
  );
}
