import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FormAlert } from '@/features/auth/components/form-alert';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { profileErrorMessages } from '../lib/errors';
import { PROFILE_TEXTS } from '../lib/messages';
import { TextField } from '@/components/text-field';

/**
 * The danger zone: the password, then a confirmation modal. After deletion the server has ended the session;
 * the member lands on the home page, signed out, with a toast.
 */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
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

  const onConfirm = () => {
    remove.mutate(password, {
      onSuccess: () => {
        notify.success(PROFILE_TEXTS.accountDeleted);
        void leave();
      },
      onError: (error) => {
        setConfirming(false);
        setProblems(profileErrorMessages(error, ['password']));
      },
    });
  };

  return (
    <>
      <p>
        Deleting your account removes your playlists, favourites, ratings and reports for good. Your comments
        stay, shown as from a deleted member. This cannot be undone.
      </p>
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="delete-account-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <FormAlert messages={problems} />
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </Form>
      <Modal
        show={confirming}
        onHide={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        aria-labelledby="delete-account-title"
        centered
      >
        <Modal.Header closeButton>
          <Modal.Title id="delete-account-title">Delete your account?</Modal.Title>
        </Modal.Header>
        <Modal.Body>Are you sure you want to delete your account? This cannot be undone.</Modal.Body>
        <Modal.Footer>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => {
              setConfirming(false);
            }}
          >
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={onConfirm}>
            Yes, delete my account
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
