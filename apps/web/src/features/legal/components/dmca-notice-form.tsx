import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFileDmcaNotice } from '../api/file-dmca-notice';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The DMCA notice form, under the page's text: the same points the text lists, sent to the
 * site's agent and confirmed by mail.
 */
export function DmcaNoticeForm() {
  const id = useId();
  const [claimantName, setClaimantName] = useState('');
  const [email, setEmail] = useState('');
  const [work, setWork] = useState('');
  const [urls, setUrls] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [accuracy, setAccuracy] = useState(false);
  const [signature, setSignature] = useState('');
  const file = useFileDmcaNotice();
  const t = useMessages();
  const fieldError = (name: string) => (isApiError(file.error) ? file.error.fieldError(name) : undefined);

  if (file.isSuccess) {
    return (
      <Alert variant="success" role="status">
        {t.dmcaForm.received(file.data.id, email)}
      </Alert>
    );
  }
  /** A required field of the notice; `type` 'textarea' for the longer answers. */
  const text = (key: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <Form.Group controlId={`${id}-${key}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(type === 'textarea' ? { as: 'textarea' as const, rows: 3 } : { type })}
        value={value}
        required
        isInvalid={Boolean(fieldError(key))}
        onChange={(e) => set(e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{fieldError(key)}</Form.Control.Feedback>
    </Form.Group>
  );
  /** A statement the notice must make, ticked. */
  const check = (
    key: string,
    label: string,
    checked: boolean,
    set: (v: boolean) => void,
    className: string,
  ) => (
    <Form.Check
      id={`${id}-${key}`}
      className={className}
      required
      checked={checked}
      onChange={(e) => set(e.target.checked)}
      label={label}
    />
  );
  return (
    <Form
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        file.mutate({
          claimantName,
          email,
          work,
          urls: urls
            .split(/\s+/)
            .map((u) => u.trim())
            .filter(Boolean),
          goodFaith: goodFaith as true,
          accuracy: accuracy as true,
          signature,
        });
      }}
    >
      <h2 id={`${id}-h`} className="h4">
        {t.dmcaForm.title}
      </h2>
      {file.isError ? (
        <Alert variant="danger" role="alert">
          {errorMessage(file.error, t.common.somethingWentWrong)}
        </Alert>
      ) : null}
      {text('claimantName', t.dmcaForm.fullName, claimantName, setClaimantName)}
      {text('email', t.auth.yourEmail, email, setEmail, 'email')}
      {text('work', t.dmcaForm.work, work, setWork, 'textarea')}
      {text('urls', t.dmcaForm.urls, urls, setUrls, 'textarea')}
      {check('faith', t.dmcaForm.goodFaith, goodFaith, setGoodFaith, 'mb-2')}
      {check('accuracy', t.dmcaForm.accuracy, accuracy, setAccuracy, 'mb-3')}
      {text('signature', t.dmcaForm.signature, signature, setSignature)}
      <Button type="submit" disabled={file.isPending}>
        {t.dmcaForm.send}
      </Button>
    </Form>
  );
}
