import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (good enough to find links). */
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: SinkMail[];
  /** The first mail to `to` (case-insensitive) after the `after`-th one to that address, waiting up to `timeoutMs`. */
  waitForMail(to: string, options?: { after?: number; timeoutMs?: number }): Promise<SinkMail>;
  /** How many mails `to` has had so far. */
  countFor(to: string): number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that keeps every mail it receives (as the server's tests do). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const mailsFor = (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countFor: (to) => mailsFor(to).length,
    async waitForMail(to, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mailsFor(to)[after];
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`No mail number ${after + 1} to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in the mail whose address contains `contains` (HTML entities undone). */
export function mailLink(mail: SinkMail, contains: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [])
    .map((candidate) => candidate.replaceAll('&amp;', '&'))
    .find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in the mail`);
  return link;
}
