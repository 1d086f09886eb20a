import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useForgotPassword } from '../api/forgot-password';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { EmailField } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The /forgotpassword form: an e-mail and 'Remind me'. Whatever the answer, it then says a reminder has been
 * sent (spec 8), so the page never tells whether an address has an account.
 */
export function ForgotPasswordForm() {
  const remind = useForgotPassword();
  const t = useMessages();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remind.isPending) return;
    if (email.trim() === '') {
      setProblem(t.spec.emailEmpty);
      return;
    }
    setProblem(null);
    setSent(false);
    remind.mutate(email.trim(), {
      onSettled: () => {
        setSent(true);
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField id="forgot-password-email" label={t.account.email} value={email} onChange={setEmail} />
      <FormAlert messages={problem} />
      {sent ? <FormAlert variant="success" messages={t.spec.reminderSent} /> : null}
      <SubmitButton pending={remind.isPending}>{t.labels.remindMe}</SubmitButton>
    </Form>
  );
}
