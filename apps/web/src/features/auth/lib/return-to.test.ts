import { describe, expect, it } from 'vitest';
import { referrerPath, resolveReturnTo, safeReturnTo, signInPathFor } from './return-to';

describe('where a member goes after signing in', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/video/abc/Nebula?x=1#c')).toBe('/video/abc/Nebula?x=1#c');
    expect(safeReturnTo('//evil.example/x')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example/')).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it('refuses control characters, which a browser would drop to make another site of the path', () => {
    for (const bad of [
      '/\t/127.0.0.9:4799/x',
      '/\n/evil.example/x',
      '/\r/evil.example',
      '/\r\n/evil.example',
      '/ok\u0000',
      '/a\u001bb',
      '/a\u007fb',
      '/a\u0085b',
      '/a\u2028b',
    ])
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBeNull();
    expect(resolveReturnTo(new URLSearchParams('returnTo=/%09/127.0.0.9:4799/x'), null, null)).toBe('/');
    expect(safeReturnTo('/search?q=caf%C3%A9%20noir')).toBe('/search?q=caf%C3%A9%20noir');
  });

  it('never goes back to an account page', () => {
    expect(safeReturnTo('/signin')).toBeNull();
    expect(safeReturnTo('/SignUp?x=1')).toBeNull();
    expect(safeReturnTo('/resetpassword/abc')).toBeNull();
    expect(safeReturnTo('/authentication/login')).toBeNull();
    expect(safeReturnTo('/signinfo')).toBe('/signinfo');
  });

  it('prefers returnTo, then the navigation state, then the referrer, then home', () => {
    const search = (value: string) => new URLSearchParams(value);
    expect(resolveReturnTo(search('returnTo=%2Fdashboard'), { from: '/x' }, '/y')).toBe('/dashboard');
    expect(resolveReturnTo(search(''), { from: '/x' }, '/y')).toBe('/x');
    expect(resolveReturnTo(search(''), null, '/y')).toBe('/y');
    expect(resolveReturnTo(search('returnTo=https://evil.example'), undefined, null)).toBe('/');
  });

  it('builds the guard’s sign-in address and reads same-origin referrers', () => {
    expect(signInPathFor('/dashboard?a=1')).toBe('/signin?returnTo=%2Fdashboard%3Fa%3D1');
    expect(referrerPath('http://site.test/video/1/x?y=2', 'http://site.test')).toBe('/video/1/x?y=2');
    expect(referrerPath('http://other.test/video', 'http://site.test')).toBeNull();
    expect(referrerPath('', 'http://site.test')).toBeNull();
  });
});
