import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { COMMENT_BODY_MAX } from '@starlane/contract';
import { notify, notifyError } from '@/lib/toast';
import { useReportComment } from '../api/report-comment';
import { DialogHeader } from '@/components/dialog-header';
import { useMessages } from '@/lib/i18n/messages';

/** The server takes a report reason as long as a comment. */
const REPORT_MAX = COMMENT_BODY_MAX;

export interface ReportCommentModalProps {
  commentId: string;
  authorName: string;
  show: boolean;
  onClose: () => void;
}

/** Asks the member why a comment should be looked at, then sends the report to the staff. */
export function ReportCommentModal({ commentId, authorName, show, onClose }: ReportCommentModalProps) {
  const [reason, setReason] = useState('');
  const t = useMessages();
  const { mutate, isPending } = useReportComment();
  const fieldId = useId();
  const titleId = useId();

  const close = () => {
    setReason('');
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const feedback = reason.trim();
    if (!feedback) {
      notify.error(t.spec.reportFeedbackMissing);
      return;
    }
    mutate(
      { commentId, feedback },
      {
        onSuccess: () => {
          notify.success(t.spec.reportThanks);
          close();
        },
        onError: (error) => {
          notifyError(error, t.comments.reportFailed);
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <DialogHeader id={titleId} title={t.comments.reportTitle} />
        <Modal.Body>
          <p className="text-body-secondary small">{t.comments.by(authorName)}</p>
          <Form.Label htmlFor={fieldId}>{t.comments.reportWhy}</Form.Label>
          <Form.Control
            id={fieldId}
            as="textarea"
            rows={3}
            maxLength={REPORT_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t.common.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={isPending}>
            {t.comments.sendReport}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
