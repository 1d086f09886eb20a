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
import { PROFILE_TEXTS } from '../lib/messages';
import { PasswordField, useFormFields } from '@/components/text-field';

/**
 * The danger zone: the password, then a confirmation modal. After deletion the server has ended the session;
 * the member lands on the home page, signed out, with a toast.
 */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useFormFields(['password']);
  const { password } = form.values;
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setProblems([PROFILE_TEXTS.passwordRequired]);
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
      setProblems(profileErrorMessages(error, ['password']));
      return;
    }
    notify.success(PROFILE_TEXTS.accountDeleted);
    await leave();
  };

  return (
    <>
      <p>
        Deleting your account removes your playlists, favourites, ratings and reports for good. Your comments
        stay, shown as from a deleted member. This cannot be undone.
      </p>
      <Form noValidate onSubmit={onSubmit}>
        <PasswordField id="delete-account-password" label="Your password" {...form.field('password')} />
        <FormAlert messages={problems} />
        <SubmitButton variant="danger">Delete my account</SubmitButton>
      </Form>
      <ConfirmModal
        show={confirming}
        title="Delete your account?"
        question="Are you sure you want to delete your account? This cannot be undone."
        confirmLabel="Yes, delete my account"
        onHide={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        onConfirm={onConfirm}
      />
    </>
  );
}
