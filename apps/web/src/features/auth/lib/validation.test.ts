import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister, validateReset, validateSignUp } from './validation';

describe('account form checks (spec 5)', () => {
  it('sign up: username, then e-mail, then matching passwords', () => {
    const ok = { username: 'nova', email: 'nova@example.com', password: 'a', confirmPassword: 'a' };
    expect(validateSignUp(ok)).toBeNull();
    expect(validateSignUp({ ...ok, username: '', email: '', confirmPassword: 'b' })).toBe(
      'Your username is empty',
    );
    expect(validateSignUp({ ...ok, email: ' ', confirmPassword: 'b' })).toBe('Your e-mail address is empty');
    expect(validateSignUp({ ...ok, confirmPassword: 'b' })).toBe('Passwords do not match');
  });

  it('register: all fields, then the e-mail pattern, then matching passwords', () => {
    const ok = { email: 'nova@example.com', password: 'a', confirmPassword: 'a' };
    expect(validateRegister(ok)).toBeNull();
    expect(validateRegister({ ...ok, confirmPassword: '' })).toBe('Please fill in all fields.');
    expect(validateRegister({ ...ok, email: 'nova@example', confirmPassword: 'b' })).toBe(
      'Please enter a valid email address.',
    );
    expect(validateRegister({ ...ok, confirmPassword: 'b' })).toBe('Passwords do not match.');
  });

  it('login: both fields', () => {
    expect(validateLogin({ email: 'nova@example.com', password: 'a' })).toBeNull();
    expect(validateLogin({ email: '', password: 'a' })).toBe('Please fill in all fields.');
    expect(validateLogin({ email: 'nova@example.com', password: '' })).toBe('Please fill in all fields.');
  });

  it('reset: all fields, then matching passwords', () => {
    const ok = { email: 'nova@example.com', password: 'a', confirmPassword: 'a' };
    expect(validateReset(ok)).toBeNull();
    expect(validateReset({ ...ok, email: '' })).toBe('You need to fill in all fields');
    expect(validateReset({ ...ok, confirmPassword: 'b' })).toBe('Passwords do not match!');
  });
});
