import { useParams } from 'react-router';
import { resetCodeFor } from '@/lib/mailed-codes';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /resetpassword/{code}: e-mail, new password, confirmation; the code comes from the mailed link. */
export default function ResetPasswordPage() {
  // The mailed code was moved out of the URL at start (lib/mailed-codes); a typed-in one still works.
  const { code: segment = '' } = useParams();
  const code = resetCodeFor(segment);
  const t = useMessages();
  return (
    <AuthCard title={t.auth.resetTitle}>
      {/* A new link means a new form, never the state of the previous one. */}
      <ResetPasswordForm key={code} code={code} />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
