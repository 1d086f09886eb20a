import { startSmtpSink as startServerSink } from '../../apps/server/src/test/smtp-sink.js';

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

/** The server tests' SMTP sink, with each mail's recipients lower-cased and its text decoded for link-finding. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = await startServerSink();
  const decoded = (): SinkMail[] =>
    sink.mails.map((mail) => ({
      to: mail.to.map((a) => a.toLowerCase()),
      text: decodeQuotedPrintable(mail.raw),
    }));
  const mailsFor = (to: string) => decoded().filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: sink.url,
    get mails() {
      return decoded();
    },
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
    close: () => sink.close(),
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
