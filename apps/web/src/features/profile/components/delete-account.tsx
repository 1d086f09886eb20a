import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ConfirmModal } from '@/components/confirm-modal';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { profileErrorMessages } from '../lib/errors';
import { PasswordField, useFormFields } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The danger zone: the password, then a confirmation modal. After deletion the server has ended the session;
 * the member lands on the home page, signed out, with a toast.
 */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const t = useMessages();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useFormFields(['password']);
  const { password } = form.values;
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setProblems([t.profile.passwordRequired]);
      return;
    }
    setProblems([]);
    setConfirming(true);
  };

  // Leave the member-only page first, or its guard would bounce to /signin once the session is gone. flushSync:
  // a transition would keep this page on screen (and its guard live) while the home page loads.
  const leave = async () => {
    await navigate(paths.home, { replace: true, flushSync: true });
    await queryClient.invalidateQueries();
  };

  const onConfirm = async () => {
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      setConfirming(false);
      setProblems(profileErrorMessages(error, ['password'], t));
      return;
    }
    notify.success(t.profile.accountDeleted);
    await leave();
  };

  return (
    <>
      <p>{t.profile.deleteIntro}</p>
      <Form noValidate onSubmit={onSubmit}>
        <PasswordField
          id="delete-account-password"
          label={t.profile.yourPassword}
          {...form.field('password')}
        />
        <FormAlert messages={problems} />
        <SubmitButton variant="danger">{t.profile.deleteAccount}</SubmitButton>
      </Form>
      <ConfirmModal
        show={confirming}
        title={t.profile.deleteTitle}
        question={t.profile.deleteQuestion}
        confirmLabel={t.profile.deleteConfirm}
        onHide={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        onConfirm={onConfirm}
      />
    </>
  );
}
