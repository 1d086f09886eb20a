import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { mailedConfirmation } from '@/lib/mailed-codes';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /confirmemail?userId&code: confirms the address from the mailed link, then offers to sign in. */
export default function ConfirmEmailPage() {
  const [search] = useSearchParams();
  // The mailed link's code was moved out of the URL at start (lib/mailed-codes).
  const mailed = mailedConfirmation();
  const userId = mailed?.userId ?? search.get('userId')?.trim() ?? '';
  const code = mailed?.code ?? search.get('code')?.trim() ?? '';
  const t = useMessages();
  return (
    <AuthCard title={t.auth.confirmTitle}>
      {userId && code ? (
        <ConfirmEmail key={`${userId}\n${code}`} userId={userId} code={code} />
      ) : (
        <>
          <p>{t.auth.confirmIntro}</p>
          <p className="mb-0">
            {t.auth.confirmNoLinkBefore} <Link to={paths.signIn}>{t.auth.signInLower}</Link>{' '}
            {t.auth.confirmNoLinkAfter}
          </p>
        </>
      )}
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
