import { useMessages } from '@/lib/i18n/messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { loadsNothing } from '@/lib/page-load';

/** /signup: username, e-mail, password, confirmation (spec 2, 5 and 8). */
export default function SignupPage() {
  const t = useMessages().account;
  return (
    <AuthCard title={t.signUp} heading={t.joinTheGang}>
      <SignUpForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
