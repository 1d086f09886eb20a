import Alert from 'react-bootstrap/Alert';

/**
 * The alert-style message of a form (role="alert", so screen readers announce it): one line per message.
 * Renders nothing without messages.
 */
export function FormAlert({
  messages,
  variant = 'danger',
  className = 'mb-3',
}: {
  messages: readonly string[] | string | null;
  variant?: 'danger' | 'success' | 'info' | 'warning';
  className?: string;
}) {
  const list = messages === null ? [] : typeof messages === 'string' ? [messages] : messages;
  if (list.length === 0) return null;
  return (
    <Alert variant={variant} className={className}>
      {list.length === 1 ? (
        list[0]
      ) : (
        <ul className="mb-0 ps-3">
          {list.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
