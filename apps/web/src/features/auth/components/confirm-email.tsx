import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useConfirmEmail } from '../api/confirm-email';
import { ResendConfirmation } from './resend-confirmation';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Confirms the address from the mailed link (POST /api/account/confirmemail, once per link even under
 * StrictMode's double effects), then says so with a link to sign in; a bad link offers a new mail.
 */
export function ConfirmEmail({ userId, code }: { userId: string; code: string }) {
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const { isSignedIn, refresh } = useAuth();
  const sentFor = useRef<string | null>(null);
  const t = useMessages();

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
        <p className="mb-2">{t.account.emailConfirmed}</p>
        {isSignedIn ? (
          <Link to={paths.manageProfile} className="alert-link">
            {t.auth.backToProfile}
          </Link>
        ) : (
          <Link to={paths.signIn} className="alert-link">
            {t.auth.signIn}
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
            ? t.account.badLink
            : isApiError(confirm.error)
              ? confirm.error.title
              : t.account.somethingWentWrong}
        </Alert>
        {badLink ? (
          <>
            <p className="mb-1">
              {t.auth.alreadyConfirmedBefore} <Link to={paths.signIn}>{t.auth.signInLower}</Link>
              {t.auth.alreadyConfirmedAfter}
            </p>
            <ResendConfirmation />
          </>
        ) : null}
      </>
    );
  }
  return <LoadingMessage text={t.auth.confirming} />;
}
