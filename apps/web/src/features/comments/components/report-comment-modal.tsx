import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { COMMENT_BODY_MAX } from '@starlane/contract';
import { notify, notifyError } from '@/lib/toast';
import { useReportComment } from '../api/report-comment';

export const REPORT_FEEDBACK_MISSING_MESSAGE =
  'You need to provide feedback for your report. Please try again!';
export const REPORT_THANKS_MESSAGE =
  'Thank you for your input! Together we strive to make the site great for everybody!';
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
      notify.error(REPORT_FEEDBACK_MISSING_MESSAGE);
      return;
    }
    mutate(
      { commentId, feedback },
      {
        onSuccess: () => {
          notify.success(REPORT_THANKS_MESSAGE);
          close();
        },
        onError: (error) => {
          notifyError(error, 'Your report could not be sent. Please try again.');
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            Report this comment
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">Comment by {authorName}</p>
          <Form.Label htmlFor={fieldId}>Why should our staff look at this comment?</Form.Label>
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
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isPending}>
            Send report
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
