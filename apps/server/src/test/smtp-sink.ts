import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail as a reader sees it: the subject and each text part decoded (UTF-8, RFC 2047, QP, base64). */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const unfold = (headers: string): string => headers.replace(/\r?\n[ \t]+/g, ' ');

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Reads a raw mail as the sink received it (a single part or multipart/alternative). */
export function readMail(raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfold(raw.slice(0, split));
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary
    ? raw.split(`--${boundary}`).slice(1, -1)
    : [
        `Content-Type: ${/^Content-Type: (.*)$/im.exec(headers)?.[1] ?? 'text/plain'}\r\n${/^Content-Transfer-Encoding: .*$/im.exec(headers)?.[0] ?? ''}\r\n\r\n${raw.slice(split).trimStart()}`,
      ];
  let text = '';
  let html = '';
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = unfold(part.slice(0, at));
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(partHeaders)?.[1]?.toLowerCase() ?? '7bit';
    const body = decodeBody(part.slice(at).replace(/^\r?\n\r?\n/, ''), encoding);
    if (/^Content-Type: text\/html/im.test(partHeaders)) html += body;
    else if (/^Content-Type: text\/plain/im.test(partHeaders)) text += body;
  }
  return { subject, text, html, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] };
}
