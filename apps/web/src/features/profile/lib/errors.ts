import { errorMessage } from '@/lib/api-client';
import { fieldMessages } from '@/lib/server-errors';
import type { Messages } from '@/lib/i18n/messages';

/** The server's field messages for a refused profile change, else its title. */
export function profileErrorMessages(error: unknown, fields: readonly string[], t: Messages): string[] {
  const messages = fieldMessages(error, fields);
  return messages.length > 0 ? messages : [errorMessage(error, t.account.somethingWentWrong)];
}
