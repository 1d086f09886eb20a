import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login and /authentication/login: e-mail, password, remember me (spec 2, 4 and 8). */
export default function LoginPage() {
  return (
    <AuthCard title="Login">
      <LoginForm />
    </AuthCard>
  );
}
