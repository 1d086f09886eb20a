import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DialogError, DialogFooter } from './dialog-actions';
import { DialogHeader } from './dialog-header';
import { errorMessage } from '@/lib/api-client';

export interface ConfirmModalProps {
  show: boolean;
  title: string;
  /** The question, word for word as the spec writes it. */
  question: string;
  /** What the question is about (a video title, say), shown under it. */
  subject?: ReactNode;
  confirmLabel: string;
  onHide: () => void;
  /** Runs on 'yes'. A rejection is shown in the dialog, which then stays open for another try. */
  onConfirm: () => Promise<unknown>;
}

function ConfirmBody({
  title,
  question,
  subject,
  confirmLabel,
  onHide,
  onConfirm,
  titleId,
}: Omit<ConfirmModalProps, 'show'> & { titleId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <DialogHeader id={titleId} title={title} />
      <Modal.Body>
        <p className={subject ? 'mb-1' : 'mb-0'}>{question}</p>
        {subject ? <p className="mb-0 fw-bold text-break">{subject}</p> : null}
        <DialogError error={error} />
      </Modal.Body>
      <DialogFooter onHide={onHide} busy={busy}>
        <Button
          variant="danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            void confirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A yes/no dialog for a destructive action: nothing happens until the member confirms. */
export function ConfirmModal({ show, ...props }: ConfirmModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={props.onHide} centered aria-labelledby={titleId}>
      <ConfirmBody {...props} titleId={titleId} />
    </Modal>
  );
}
