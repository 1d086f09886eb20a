import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is disabled in the server-rendered page, before the form has its handler', () => {
    expect(renderToString(<SubmitButton>Sign in</SubmitButton>)).toMatch(/<button[^>]*disabled=""/);
  });

  it('is enabled once rendered in the browser, and disabled while its request is pending', () => {
    const { rerender } = render(<SubmitButton>Sign in</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    rerender(<SubmitButton pending>Sign in</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});
