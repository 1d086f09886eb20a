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
  const text = (key: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <Form.Group controlId={`${id}-${key}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        required
        isInvalid={Boolean(fieldError(key))}
        onChange={(e) => set(e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{fieldError(key)}</Form.Control.Feedback>
    </Form.Group>
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
      <Form.Group controlId={`${id}-work`} className="mb-3">
        <Form.Label>{t.dmcaForm.work}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          required
          value={work}
          onChange={(e) => setWork(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-urls`} className="mb-3">
        <Form.Label>{t.dmcaForm.urls}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          required
          value={urls}
          isInvalid={Boolean(fieldError('urls'))}
          onChange={(e) => setUrls(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fieldError('urls')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        id={`${id}-faith`}
        className="mb-2"
        required
        checked={goodFaith}
        onChange={(e) => setGoodFaith(e.target.checked)}
        label={t.dmcaForm.goodFaith}
      />
      <Form.Check
        id={`${id}-accuracy`}
        className="mb-3"
        required
        checked={accuracy}
        onChange={(e) => setAccuracy(e.target.checked)}
        label={t.dmcaForm.accuracy}
      />
      {text('signature', t.dmcaForm.signature, signature, setSignature)}
      <Button type="submit" disabled={file.isPending}>
        {t.dmcaForm.send}
      </Button>
    </Form>
  );
}
