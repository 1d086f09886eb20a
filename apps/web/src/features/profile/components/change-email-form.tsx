import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { isSimpleEmail } from '@starlane/contract';
import { useChangeEmail } from '../api/change-email';
import { profileErrorMessages } from '../lib/errors';
import { EmailField, PasswordField, useFormFields } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/messages';

/** New e-mail and the password; the change takes effect when the link mailed to the new address is followed. */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const t = useMessages();
  const form = useFormFields(['newEmail', 'password']);
  const { newEmail, password } = form.values;
  const [problems, setProblems] = useState<string[]>([]);
  const [requested, setRequested] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setRequested(false);
    if (newEmail.trim() === '' || password === '') {
      setProblems([t.spec.fillInAllFields]);
      return;
    }
    if (!isSimpleEmail(newEmail.trim())) {
      setProblems([t.spec.invalidEmail]);
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
          setProblems(profileErrorMessages(error, ['newEmail', 'password'], t));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField id="change-email-new" label={t.profile.newEmail} {...form.field('newEmail')} />
      <PasswordField id="change-email-password" label={t.profile.yourPassword} {...form.field('password')} />
      <FormAlert messages={problems} />
      <FormAlert
        variant="success"
        messages={requested ? [t.profile.checkNewEmail, t.profile.emailChangesLater] : null}
      />
      <SubmitButton pending={change.isPending}>{t.profile.changeEmail}</SubmitButton>
    </Form>
  );
}
