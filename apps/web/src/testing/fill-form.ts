import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from './test-utils';

/**
 * Types each value into the field with that label (a missing value leaves its field empty), then presses the
 * button named `button`.
 */
export async function fillAndSubmit(fields: Record<string, string | undefined>, button: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: button }));
}

/** The legacy API's answer to a sign-up with an address it already has. */
export const emailTakenResponse = () =>
  jsonResponse({ status: 399, title: 'Your e-mail already exists, have you forgotten your password?' }, 399);
