import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { someAddress } from '../test/accounts.js';

describe('an e-mail field built to make the pattern backtrack', () => {
  const ctx = useTestApp('sqlite');

  it('is refused with 400 at once, on every route that takes an address', async () => {
    const email = `a@${'.'.repeat(60_000)}@`;
    const calls: [string, object][] = [
      ['/register', { email, password: 'a fine password' }],
      ['/api/videocomment/forgotPassword', { email }],
      ['/api/account/resendconfirmation', { email }],
      ['/api/videocomment/resetpassword', { email, password: 'a fine password', code: 'x' }],
    ];
    for (const [url, payload] of calls) {
      const started = performance.now();
      const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: someAddress() });
      // The old pattern blocked the event loop for seconds on this body; generous bound, not a benchmark.
      expect(performance.now() - started, url).toBeLessThan(500);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty('email');
    }
  });
});
