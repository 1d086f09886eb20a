import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '@/components/form-alert';
import { MESSAGES, isSimpleEmail } from '@starlane/contract';
import { useChangeEmail } from '../api/change-email';
import { profileErrorMessages } from '../lib/errors';
import { PROFILE_TEXTS } from '../lib/messages';
import { TextField } from '@/components/text-field';

/** New e-mail and the password; the change takes effect when the link mailed to the new address is followed. */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [requested, setRequested] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setRequested(false);
    if (newEmail.trim() === '' || password === '') {
      setProblems([MESSAGES.fillInAllFields]);
      return;
    }
    if (!isSimpleEmail(newEmail.trim())) {
      setProblems([MESSAGES.invalidEmail]);
      return;
    }
    setProblems([]);
    change.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: () => {
          setRequested(true);
          setPassword('');
        },
        onError: (error) => {
          setProblems(profileErrorMessages(error, ['newEmail', 'password']));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <TextField
        id="change-email-new"
        label="New e-mail"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={setNewEmail}
      />
      <TextField
        id="change-email-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormAlert messages={problems} />
      {requested ? (
        <FormAlert
          variant="success"
          messages={[PROFILE_TEXTS.checkNewEmail, PROFILE_TEXTS.emailChangesLater]}
        />
      ) : null}
      <Button type="submit" variant="primary" disabled={change.isPending}>
        Change e-mail
      </Button>
    </Form>
  );
}
