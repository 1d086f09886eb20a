import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { mailedConfirmation } from '@/lib/mailed-codes';
import { loadsNothing } from '@/lib/page-load';

/** /confirmemail?userId&code: confirms the address from the mailed link, then offers to sign in. */
export default function ConfirmEmailPage() {
  const [search] = useSearchParams();
  // The mailed link's code was moved out of the URL at start (lib/mailed-codes).
  const mailed = mailedConfirmation();
  const userId = mailed?.userId ?? search.get('userId')?.trim() ?? '';
  const code = mailed?.code ?? search.get('code')?.trim() ?? '';
  return (
    <AuthCard title="Confirm your e-mail address">
      {userId && code ? (
        <ConfirmEmail key={`${userId}\n${code}`} userId={userId} code={code} />
      ) : (
        <>
          <p>
            After signing up we mail you a link. Following it brings you here and confirms your e-mail
            address, so that you can sign in.
          </p>
          <p className="mb-0">
            This address has no link in it. Open the link from the mail, or{' '}
            <Link to={paths.signIn}>sign in</Link> to be offered a new mail.
          </p>
        </>
      )}
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
