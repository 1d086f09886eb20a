import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { MemberPerks } from '@/features/auth/components/member-perks';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { previousPage } from '@/features/auth/lib/previous-page';
import { referrerPath, resolveReturnTo } from '@/features/auth/lib/return-to';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /signin: e-mail (or username) and password, the forgot-password and sign-up links, and the perks list.
 * Signed in, the member goes back where they came from, so that signing in to rate, comment or follow
 * does not lose their place (docs/departures.md): the guard's returnTo, else the page before this one (in
 * the app, or the referring page on a full load), else home.
 */
export default function SigninPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  // Rendered on the server too (a crawler's and a first visit's HTML); the referrer is the browser's.
  const [cameFrom] = useState(() =>
    typeof document === 'undefined'
      ? null
      : (previousPage() ?? referrerPath(document.referrer, window.location.origin)),
  );
  const t = useMessages();
  const returnTo = useMemo(() => resolveReturnTo(search, state, cameFrom), [search, state, cameFrom]);
  return (
    <AuthCard title={t.auth.signIn} aside={<MemberPerks />}>
      <SignInForm returnTo={returnTo} />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
