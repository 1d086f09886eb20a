import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /login and /authentication/login: e-mail, password, remember me (spec 2, 4 and 8). */
export default function LoginPage() {
  const t = useMessages();
  return (
    <AuthCard title={t.auth.login}>
      <LoginForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
