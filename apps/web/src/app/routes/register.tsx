import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /register and /authentication/register: e-mail, password, confirmation (spec 2, 5 and 8). */
export default function RegisterPage() {
  const t = useMessages();
  return (
    <AuthCard title={t.auth.register}>
      <RegisterForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
