import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useMessages } from '@/lib/i18n/messages';

/*
 * Kept apart from dialog-header.tsx: the video page shows a dialog's header in its initial JavaScript, and
 * Alert (for these) would push that route over its budget; the dialogs with actions load later.
 */

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
  const t = useMessages();
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
        {t.common.cancel}
      </Button>
      {children}
    </Modal.Footer>
  );
}
