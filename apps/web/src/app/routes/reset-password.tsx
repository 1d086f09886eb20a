import { useParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /resetpassword/{code}: e-mail, new password, confirmation; the code comes from the mailed link. */
export default function ResetPasswordPage() {
  const { code = '' } = useParams();
  return (
    <AuthCard title="Reset password">
      {/* A new link means a new form, never the state of the previous one. */}
      <ResetPasswordForm key={code} code={code} />
    </AuthCard>
  );
}
