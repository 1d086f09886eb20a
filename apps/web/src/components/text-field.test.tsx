import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailField } from './text-field';

const field = <EmailField id="email" label="E-mail" value="" onChange={() => undefined} />;

describe('TextField', () => {
  it('is read-only in the server-rendered page, where typing would not reach the form', () => {
    expect(renderToString(field)).toMatch(/<input[^>]*readOnly=""/i);
  });

  it('takes typing once rendered in the browser', () => {
    render(field);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
  });
});
