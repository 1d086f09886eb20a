import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { createDeps, createLogger } from '../deps.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { startSmtpSink } from '../test/smtp-sink.js';
import { someAddress } from '../test/accounts.js';

/** Sign-up, confirmation, sign-in and reset over real SMTP, watching every response and log line. */
describe('secrets never leak into responses or logs', () => {
  const logLines: string[] = [];
  const bodies: string[] = [];
  let app: App;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const database = await createTestDatabase('sqlite');
    dispose = database.dispose;
    const logger = createLogger(
      { logLevel: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    );
    const deps = createDeps(
      testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Starlane <no-reply@starlane.test>' }),
      { database, logger },
    );
    app = await buildApp(deps);
  });

  afterAll(async () => {
    await app.close();
    await sink.close();
    await dispose();
  });

  const post = async (url: string, payload: object, cookie?: string) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: someAddress(),
      headers: cookie ? { cookie } : {},
    });
    bodies.push(res.body);
    return res;
  };

  function codeFrom(raw: string, pattern: RegExp): string {
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = pattern.exec(unfolded);
    if (!match?.[1]) throw new Error(`no code in mail: ${unfolded}`);
    return decodeURIComponent(match[1]);
  }

  it('sends the mails over SMTP and never echoes a password, code or session id', async () => {
    const password = 'correct horse battery staple';
    const newPassword = 'another long secret phrase';
    await post('/register', {
      Username: 'leakcheck',
      Email: 'leak@example.test',
      Password: password,
      PasswordConfirmation: password,
    });
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.to).toEqual(['leak@example.test']);
    expect(sink.mails[0]!.raw).toMatch(/Content-Type: text\/plain/);
    expect(sink.mails[0]!.raw).toMatch(/Content-Type: text\/html/);

    const confirmCode = codeFrom(sink.mails[0]!.raw, /code=([A-Za-z0-9_%-]+)/);
    const userId = codeFrom(sink.mails[0]!.raw, /userId=([0-9a-f-]+)/);
    await post('/api/account/confirmemail', { userId, code: confirmCode });
    const login = await post('/login?useCookies=true', { email: 'leak@example.test', password });
    const sessionId = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    await post('/login', { email: 'leak@example.test', password: 'wrong but logged?' });
    await post('/api/videocomment/forgotPassword', { Email: 'leak@example.test' });
    const resetCode = codeFrom(sink.mails.at(-1)!.raw, /resetpassword\/([A-Za-z0-9_%-]+)/);
    await post('/api/videocomment/resetpassword', {
      Email: 'leak@example.test',
      Password: newPassword,
      Code: resetCode,
    });

    await app.inject({
      method: 'GET',
      url: `/confirmemail?userId=${userId}&code=${encodeURIComponent(confirmCode)}`,
    });
    await app.inject({ method: 'GET', url: `/resetpassword/${encodeURIComponent(resetCode)}` });

    const everything = [...logLines, ...bodies].join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.join('\n')).toContain('code=[redacted]');
    expect(logLines.join('\n')).toContain('/resetpassword/[redacted]');
    for (const secret of [password, newPassword, 'wrong but logged?', confirmCode, resetCode, sessionId]) {
      expect(everything).not.toContain(secret);
    }
  });
});
