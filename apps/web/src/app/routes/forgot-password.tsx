import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { loadsNothing } from '@/lib/page-load';

/** /forgotpassword: an e-mail field and 'Remind me' (spec 2 and 8). */
export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password">
      <p className="text-body-secondary">
        Enter the e-mail address of your account and we will mail you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
