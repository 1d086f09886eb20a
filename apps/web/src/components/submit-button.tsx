import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The button that sends a form; `pending` disables it while the request is under way (no double send). It
 * is disabled too until the page has hydrated: the server-rendered form has no handler yet, and a press
 * then would reload the page through the browser's own submit, losing what was typed and where to go after.
 */
export function SubmitButton({
  pending,
  variant = 'primary',
  children,
}: {
  pending?: boolean;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant={variant} disabled={pending === true || !hydrated}>
      {children}
    </Button>
  );
}
