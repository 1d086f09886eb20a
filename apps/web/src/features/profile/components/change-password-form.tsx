import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '@/components/form-alert';
import { useChangePassword } from '../api/change-password';
import { profileErrorMessages } from '../lib/errors';
import { PROFILE_TEXTS } from '../lib/messages';
import { TextField } from '@/components/text-field';
import { MESSAGES } from '@starlane/contract';

/** Current password, new password and its confirmation; the member's other sessions end on success. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setChanged(false);
    if (currentPassword === '' || newPassword === '' || confirmPassword === '') {
      setProblems([MESSAGES.fillInAllFields]);
      return;
    }
    if (newPassword !== confirmPassword) {
      setProblems([MESSAGES.passwordsDiffer]);
      return;
    }
    setProblems([]);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setChanged(true);
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
        },
        onError: (error) => {
          setProblems(profileErrorMessages(error, ['password', 'currentPassword', 'newPassword']));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <TextField
        id="change-password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <TextField
        id="change-password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
      />
      <TextField
        id="change-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <FormAlert messages={problems} />
      {changed ? (
        <FormAlert
          variant="success"
          messages={[PROFILE_TEXTS.passwordChanged, PROFILE_TEXTS.otherSessionsEnded]}
        />
      ) : null}
      <Button type="submit" variant="primary" disabled={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
