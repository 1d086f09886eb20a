import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { loadsNothing } from '@/lib/page-load';

/** /signup: username, e-mail, password, confirmation (spec 2, 5 and 8). */
export default function SignupPage() {
  return (
    <AuthCard title="Sign up" heading="Join the gang">
      <SignUpForm />
    </AuthCard>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
