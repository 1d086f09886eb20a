import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { useChangePassword } from '../api/change-password';
import { profileErrorMessages } from '../lib/errors';
import { NewPasswordField, PasswordField, useFormFields } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/messages';

/** Current password, new password and its confirmation; the member's other sessions end on success. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const t = useMessages();
  const form = useFormFields(['currentPassword', 'newPassword', 'confirmPassword']);
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const [problems, setProblems] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setChanged(false);
    if (currentPassword === '' || newPassword === '' || confirmPassword === '') {
      setProblems([t.spec.fillInAllFields]);
      return;
    }
    if (newPassword !== confirmPassword) {
      setProblems([t.spec.passwordsDiffer]);
      return;
    }
    setProblems([]);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setChanged(true);
          for (const name of ['currentPassword', 'newPassword', 'confirmPassword'] as const)
            form.set(name, '');
        },
        onError: (error) => {
          setProblems(profileErrorMessages(error, ['password', 'currentPassword', 'newPassword'], t));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <PasswordField
        id="change-password-current"
        label={t.profile.currentPassword}
        {...form.field('currentPassword')}
      />
      <NewPasswordField id="change-password-new" label={t.auth.newPassword} {...form.field('newPassword')} />
      <NewPasswordField
        id="change-password-confirm"
        label={t.auth.confirmNewPassword}
        {...form.field('confirmPassword')}
      />
      <FormAlert messages={problems} />
      <FormAlert
        variant="success"
        messages={changed ? [t.profile.passwordChanged, t.profile.otherSessionsEnded] : null}
      />
      <SubmitButton pending={change.isPending}>{t.profile.changePassword}</SubmitButton>
    </Form>
  );
}
