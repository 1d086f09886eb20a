import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** /signup: username, e-mail, password, confirmation (spec 2, 5 and 8). */
export default function SignupPage() {
  return (
    <AuthCard title="Sign up" heading="Join the gang">
      <SignUpForm />
    </AuthCard>
  );
}
