import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogError, DialogFooter } from '@/components/dialog-actions';
import { DialogHeader } from '@/components/dialog-header';
import { errorMessage, isApiError } from '@/lib/api-client';
import { playlistNameError } from '../lib/playlist-name';
import { useMessages } from '@/lib/i18n/messages';

export interface PlaylistNameModalProps {
  show: boolean;
  title: string;
  submitLabel: string;
  /** The current name when renaming. */
  initialName?: string;
  onHide: () => void;
  /** Called with the trimmed, valid name; a rejection is shown in the dialog, which stays open. */
  onSave: (name: string) => Promise<unknown>;
}

function PlaylistNameForm({
  title,
  submitLabel,
  initialName = '',
  onHide,
  onSave,
  titleId,
}: Omit<PlaylistNameModalProps, 'show'> & { titleId: string }) {
  const fieldId = useId();
  const hintId = useId();
  const privateHintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const problem = playlistNameError(name, t);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch (error) {
      // The server's word on the name belongs under the field; anything else above the buttons.
      const nameProblem = isApiError(error) ? error.fieldError('name') : undefined;
      if (nameProblem) {
        setFieldError(nameProblem);
        inputRef.current?.focus();
      } else {
        setServerError(errorMessage(error, t.common.somethingWentWrong));
      }
      setSaving(false);
    }
  }

  const describedBy = [hintId, privateHintId, fieldError ? errorId : null].filter(Boolean).join(' ');

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <DialogHeader id={titleId} title={title} />
      <Modal.Body>
        <Form.Group controlId={fieldId}>
          <Form.Label>{t.playlists.name}</Form.Label>
          <Form.Control
            ref={inputRef}
            type="text"
            name="name"
            autoComplete="off"
            autoFocus
            value={name}
            isInvalid={fieldError !== null}
            aria-invalid={fieldError !== null}
            aria-describedby={describedBy}
            onChange={(event) => {
              setName(event.target.value);
              // Once an error is showing, it follows the typing so the member sees when it is fixed.
              if (fieldError !== null) setFieldError(playlistNameError(event.target.value, t));
            }}
          />
          <Form.Text id={hintId} className="d-block">
            {t.spec.playlistNameHint}
          </Form.Text>
          <Form.Text id={privateHintId} className="d-block">
            {t.spec.playlistNamePrivateHint}
          </Form.Text>
          {fieldError ? (
            <Form.Control.Feedback type="invalid" id={errorId} role="alert" className="d-block">
              {fieldError}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
        <DialogError error={serverError} />
      </Modal.Body>
      <DialogFooter onHide={onHide} busy={saving}>
        <Button type="submit" variant="primary" disabled={saving} aria-busy={saving || undefined}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Asks for a playlist name (create and rename): the spec's hints, checked 1 to 50 characters after trimming. */
export function PlaylistNameModal({ show, onHide, ...form }: PlaylistNameModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      {/* The Modal unmounts its content once closed, so every opening starts afresh with no old errors. */}
      <PlaylistNameForm {...form} onHide={onHide} titleId={titleId} />
    </Modal>
  );
}
