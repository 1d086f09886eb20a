import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useConfirmEmail } from '../api/confirm-email';
import { ACCOUNT_TEXTS } from '../lib/messages';
import { ResendConfirmation } from './resend-confirmation';

/**
 * Confirms the address from the mailed link (POST /api/account/confirmemail, once per link even under
 * StrictMode's double effects), then says so with a link to sign in; a bad link offers a new mail.
 */
export function ConfirmEmail({ userId, code }: { userId: string; code: string }) {
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const { isSignedIn, refresh } = useAuth();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const link = `${userId}\n${code}`;
    if (sentFor.current === link) return;
    sentFor.current = link;
    mutate(
      { userId, code },
      {
        // A signed-in member confirming a new address: the header and profile show the new one at once.
        onSuccess: () => {
          void refresh();
        },
      },
    );
  }, [userId, code, mutate, refresh]);

  if (confirm.isSuccess) {
    return (
      <Alert variant="success" className="mb-0">
        <p className="mb-2">{ACCOUNT_TEXTS.emailConfirmed}</p>
        {isSignedIn ? (
          <Link to={paths.manageProfile} className="alert-link">
            Back to your profile
          </Link>
        ) : (
          <Link to={paths.signIn} className="alert-link">
            Sign in
          </Link>
        )}
      </Alert>
    );
  }
  if (confirm.isError) {
    const badLink = isApiError(confirm.error) && confirm.error.status === 400;
    return (
      <>
        <Alert variant="danger">
          {badLink
            ? ACCOUNT_TEXTS.badLink
            : isApiError(confirm.error)
              ? confirm.error.title
              : ACCOUNT_TEXTS.somethingWentWrong}
        </Alert>
        {badLink ? (
          <>
            <p className="mb-1">
              Already confirmed? Then simply <Link to={paths.signIn}>sign in</Link>. Otherwise we can send you
              a new confirmation mail:
            </p>
            <ResendConfirmation />
          </>
        ) : null}
      </>
    );
  }
  return <LoadingMessage text="Confirming your e-mail address..." />;
}
