import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '@/lib/api-client';

/** Spec 5, word for word. */
export const REMOVE_PLAYLIST_QUESTION = 'Are you sure you want to remove this playlist?';

export interface RemovePlaylistModalProps {
  /** The playlist to remove; null hides the dialog. */
  playlistName: string | null;
  onHide: () => void;
  /** A rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
}

function RemovePlaylistBody({
  playlistName,
  onHide,
  onConfirm,
  titleId,
}: Omit<RemovePlaylistModalProps, 'playlistName'> & { playlistName: string; titleId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function confirm() {
    setError(null);
    setRemoving(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure));
      setRemoving(false);
    }
  }

  return (
    <>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Kill it?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{REMOVE_PLAYLIST_QUESTION}</p>
        <p className="mb-0 fw-bold text-break">{playlistName}</p>
        {error ? (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={removing}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={removing}
          aria-busy={removing || undefined}
          onClick={() => {
            void confirm();
          }}
        >
          Yes, kill it
        </Button>
      </Modal.Footer>
    </>
  );
}

/** The 'Kill it' confirmation: nothing is removed until the member says yes. */
export function RemovePlaylistModal({ playlistName, onHide, onConfirm }: RemovePlaylistModalProps) {
  const titleId = useId();
  // Keeps showing the name while the dialog fades out after playlistName went back to null.
  const [shownName, setShownName] = useState(playlistName);
  if (playlistName !== null && playlistName !== shownName) setShownName(playlistName);
  return (
    <Modal show={playlistName !== null} onHide={onHide} centered aria-labelledby={titleId}>
      <RemovePlaylistBody
        playlistName={shownName ?? ''}
        onHide={onHide}
        onConfirm={onConfirm}
        titleId={titleId}
      />
    </Modal>
  );
}
