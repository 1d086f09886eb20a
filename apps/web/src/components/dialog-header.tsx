import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** A dialog's title bar: its h2 (`id` names the dialog through aria-labelledby) and the close button. */
export function DialogHeader({ id, title }: { id: string; title: string }) {
  return (
    <Modal.Header closeButton closeLabel="Close">
      <Modal.Title id={id} as="h2" className="h5">
        {title}
      </Modal.Title>
    </Modal.Header>
  );
}

/** Why the dialog's action failed, at the end of its body; the dialog stays open for another try. */
export function DialogError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="danger" className="mt-3 mb-0" role="alert">
      {error}
    </Alert>
  ) : null;
}

/** Cancel, then the dialog's own action button (`children`); Cancel waits while the action runs. */
export function DialogFooter({
  onHide,
  busy,
  children,
}: {
  onHide: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
        Cancel
      </Button>
      {children}
    </Modal.Footer>
  );
}
