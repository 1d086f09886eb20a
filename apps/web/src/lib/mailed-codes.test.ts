import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetMailedCodes,
  mailedConfirmation,
  MAILED_CODE_SEGMENT,
  resetCodeFor,
  stashMailedCodes,
} from './mailed-codes';

describe('mailed codes', () => {
  afterEach(() => {
    forgetMailedCodes();
    window.history.replaceState(null, '', '/');
  });

  it('takes a reset code out of the address bar and keeps it for the page', () => {
    window.history.replaceState(null, '', '/resetpassword/S3cr3t-c0de_x?utm=1#top');
    stashMailedCodes();
    expect(window.location.pathname).toBe(`/resetpassword/${MAILED_CODE_SEGMENT}`);
    expect(window.location.href).not.toContain('S3cr3t');
    expect(resetCodeFor(MAILED_CODE_SEGMENT)).toBe('S3cr3t-c0de_x');
    expect(resetCodeFor('typed-in')).toBe('typed-in');
  });

  it('takes a confirmation link’s code out of the address bar', () => {
    window.history.replaceState(null, '', '/confirmemail?userId=u-1&code=c0nf1rm');
    stashMailedCodes();
    expect(window.location.pathname).toBe('/confirmemail');
    expect(window.location.search).toBe('');
    expect(mailedConfirmation()).toEqual({ userId: 'u-1', code: 'c0nf1rm' });
  });

  it('does the same for the Spanish pages a Spanish mail links, keeping them Spanish', () => {
    window.history.replaceState(null, '', '/es/resetpassword/S3cr3t-es');
    stashMailedCodes();
    expect(window.location.pathname).toBe(`/es/resetpassword/${MAILED_CODE_SEGMENT}`);
    expect(resetCodeFor(MAILED_CODE_SEGMENT)).toBe('S3cr3t-es');

    window.history.replaceState(null, '', '/es/confirmemail?userId=u-2&code=c0d1go');
    stashMailedCodes();
    expect(window.location.pathname + window.location.search).toBe('/es/confirmemail');
    expect(mailedConfirmation()).toEqual({ userId: 'u-2', code: 'c0d1go' });
  });

  it('leaves other addresses alone', () => {
    window.history.replaceState(null, '', '/videos?page=2&code=not-mailed');
    stashMailedCodes();
    expect(window.location.pathname + window.location.search).toBe('/videos?page=2&code=not-mailed');
    expect(mailedConfirmation()).toBeUndefined();
  });
});
