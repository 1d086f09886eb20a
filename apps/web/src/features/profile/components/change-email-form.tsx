import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { MESSAGES, isSimpleEmail } from '@starlane/contract';
import { useChangeEmail } from '../api/change-email';
import { profileErrorMessages } from '../lib/errors';
import { PROFILE_TEXTS } from '../lib/messages';
import { EmailField, PasswordField, useFormFields } from '@/components/text-field';

/** New e-mail and the password; the change takes effect when the link mailed to the new address is followed. */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const form = useFormFields(['newEmail', 'password']);
  const { newEmail, password } = form.values;
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
          form.set('password', '');
        },
        onError: (error) => {
          setProblems(profileErrorMessages(error, ['newEmail', 'password']));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField id="change-email-new" label="New e-mail" {...form.field('newEmail')} />
      <PasswordField id="change-email-password" label="Your password" {...form.field('password')} />
      <FormAlert messages={problems} />
      <FormAlert
        variant="success"
        messages={requested ? [PROFILE_TEXTS.checkNewEmail, PROFILE_TEXTS.emailChangesLater] : null}
      />
      <SubmitButton pending={change.isPending}>Change e-mail</SubmitButton>
    </Form>
  );
}
