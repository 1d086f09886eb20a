import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { emailTakenResponse, fillAndSubmit } from '@/testing/fill-form';
import { RegisterForm } from './register-form';

async function submit(values: { email?: string; password?: string; confirm?: string }) {
  renderWithProviders(<RegisterForm />, { route: '/register' });
  const fields = { Email: values.email, Password: values.password, 'Confirm Password': values.confirm };
  await fillAndSubmit(fields, 'Register');
}

/** The spec's error-styled paragraph: every outcome, success included, lands there. */
function messageParagraph(text: string): HTMLElement {
  const paragraph = screen.getByText(text);
  expect(paragraph.tagName).toBe('P');
  expect(paragraph).toHaveClass('text-danger');
  return paragraph;
}

describe('the /register form', () => {
  it.each([
    ['no e-mail', { password: 'stardust-42', confirm: 'stardust-42' }],
    ['no password', { email: 'nova@example.com', confirm: 'stardust-42' }],
    ['no confirmation', { email: 'nova@example.com', password: 'stardust-42' }],
  ])('%s: "Please fill in all fields."', async (_case, values) => {
    const fetchMock = mockFetch({});
    await submit(values);
    messageParagraph('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['nova', 'nova@example', 'nova example@x.com', '@example.com'])(
    '"%s": "Please enter a valid email address."',
    async (email) => {
      const fetchMock = mockFetch({});
      await submit({ email, password: 'stardust-42', confirm: 'stardust-42' });
      messageParagraph('Please enter a valid email address.');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('differing passwords: "Passwords do not match."', async () => {
    const fetchMock = mockFetch({});
    await submit({ email: 'nova@example.com', password: 'stardust-42', confirm: 'stardust-24' });
    messageParagraph('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs only { email, password } and says "Successful register."', async () => {
    const fetchMock = mockFetch({
      'POST /register': () => jsonResponse({ email: 'nova@example.com', userName: 'nova' }),
    });
    await submit({ email: 'nova@example.com', password: 'stardust-42', confirm: 'stardust-42' });

    await waitFor(() => {
      messageParagraph('Successful register.');
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/register');
    expect(jsonBody(init)).toEqual({ email: 'nova@example.com', password: 'stardust-42' });
  });

  it('a refusal: "Error registering." with the server’s reason below it', async () => {
    mockFetch({
      'POST /register': emailTakenResponse,
    });
    await submit({ email: 'nova@example.com', password: 'stardust-42', confirm: 'stardust-42' });

    await waitFor(() => {
      messageParagraph('Error registering.');
    });
    expect(
      screen.getByText('Your e-mail already exists, have you forgotten your password?'),
    ).toBeInTheDocument();
  });

  it('a network failure: "Error registering."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submit({ email: 'nova@example.com', password: 'stardust-42', confirm: 'stardust-42' });
    await waitFor(() => {
      messageParagraph('Error registering.');
    });
  });
});
