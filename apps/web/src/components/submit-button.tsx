import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/** The button that sends a form; `pending` disables it while the request is under way (no double send). */
export function SubmitButton({
  pending,
  variant = 'primary',
  children,
}: {
  pending?: boolean;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {children}
    </Button>
  );
}
