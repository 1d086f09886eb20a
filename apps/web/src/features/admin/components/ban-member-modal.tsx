import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogError, DialogFooter } from '@/components/dialog-actions';
import { DialogHeader } from '@/components/dialog-header';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/messages';

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
  const t = useMessages();
  const b = t.admin.ban;

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        onBan({ reason: reason.trim(), hideComments }).catch((failure: unknown) => {
          setError(errorMessage(failure, t.common.somethingWentWrong));
          setBusy(false);
        });
      }}
    >
      <DialogHeader id={titleId} title={b.banNamed(userName)} />
      <Modal.Body>
        <p>{b.intro}</p>
        <Form.Group controlId={`${formId}-reason`} className="mb-2">
          <Form.Label>{b.reason}</Form.Label>
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
          label={b.hideComments}
          checked={hideComments}
          onChange={(e) => setHideComments(e.target.checked)}
        />
        <DialogError error={error} />
      </Modal.Body>
      <DialogFooter onHide={onHide} busy={busy}>
        <Button type="submit" variant="danger" disabled={busy}>
          {b.ban}
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
