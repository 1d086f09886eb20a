import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /forgotpassword: an e-mail field and 'Remind me' (spec 2 and 8). */
export default function ForgotPasswordPage() {
  const t = useMessages();
  return (
    <AuthCard title={t.auth.forgotTitle}>
      <p className="text-body-secondary">{t.auth.forgotIntro}</p>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
