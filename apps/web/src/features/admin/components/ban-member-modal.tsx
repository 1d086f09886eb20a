import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogError, DialogFooter } from '@/components/dialog-actions';
import { DialogHeader } from '@/components/dialog-header';
import { errorMessage } from '@/lib/api-client';

export interface BanChoice {
  reason: string;
  hideComments: boolean;
}

function BanForm({
  userName,
  titleId,
  onHide,
  onBan,
}: {
  userName: string;
  titleId: string;
  onHide: () => void;
  onBan: (choice: BanChoice) => Promise<unknown>;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [hideComments, setHideComments] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        onBan({ reason: reason.trim(), hideComments }).catch((failure: unknown) => {
          setError(errorMessage(failure));
          setBusy(false);
        });
      }}
    >
      <DialogHeader id={titleId} title={`Ban ${userName}`} />
      <Modal.Body>
        <p>Their sessions end at once and they cannot sign in again until unbanned.</p>
        <Form.Group controlId={`${formId}-reason`} className="mb-2">
          <Form.Label>Reason (shown to staff only)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Group>
        <Form.Check
          id={`${formId}-hide`}
          label="Also hide their comments"
          checked={hideComments}
          onChange={(e) => setHideComments(e.target.checked)}
        />
        <DialogError error={error} />
      </Modal.Body>
      <DialogFooter onHide={onHide} busy={busy}>
        <Button type="submit" variant="danger" disabled={busy}>
          Ban
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Staff: ban a member, with an optional reason and the choice to hide what they have already posted (hidden
 * comments are kept and can be shown again from the reports queue).
 */
export function BanMemberModal({
  userName,
  onHide,
  onBan,
}: {
  /** The member to ban; null keeps the dialog closed. */
  userName: string | null;
  onHide: () => void;
  onBan: (choice: BanChoice) => Promise<unknown>;
}) {
  const titleId = useId();
  return (
    <Modal show={userName !== null} onHide={onHide} centered aria-labelledby={titleId}>
      {userName !== null ? (
        <BanForm key={userName} userName={userName} titleId={titleId} onHide={onHide} onBan={onBan} />
      ) : null}
    </Modal>
  );
}
