import { errorMessage } from '@/lib/api-client';
import { fieldMessages } from '@/lib/server-errors';

/** The server's field messages for a refused profile change, else its title. */
export function profileErrorMessages(error: unknown, fields: readonly string[]): string[] {
  const messages = fieldMessages(error, fields);
  return messages.length > 0 ? messages : [errorMessage(error, 'Something went wrong. Please try again.')];
}
