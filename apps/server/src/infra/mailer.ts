import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about; in outbox mode it is logged so a developer can follow it. */
  link?: string;
}

/** The envelope nodemailer sends, from a mail and the sender's address. */
function envelopeOf(from: string, mail: Mail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through SMTP (`SMTP_URL`). Never logs a mail's link: it carries a secret code. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail(envelopeOf(this.from, mail));
    this.logger.info({ subject: mail.subject }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP, each mail is written as an .eml file to the outbox folder (its link logged at debug level
 * only): the development and demo set-up, where no mail server exists. Production sets SMTP_URL.
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;
  private sequence = 0;
  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = (await this.transport.sendMail(envelopeOf(this.from, mail))) as { message: Buffer };
    await fs.mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // Several workers write to one outbox: the pid keeps their names apart (two of them once wrote the same
    // name in the same millisecond, and one mail overwrote the other), and the rename shows a reader only
    // whole files.
    const file = path.join(this.outboxDir, `${stamp}-${process.pid}-${++this.sequence}.eml`);
    await fs.writeFile(`${file}.part`, info.message);
    await fs.rename(`${file}.part`, file);
    // The link carries a live code (sign-in, reset): at info level log lines travel to shared log stores,
    // so it is logged at debug only; the .eml file in the outbox has it for whoever runs the site.
    this.logger.info({ file, subject: mail.subject }, 'mail written to the outbox (set SMTP_URL to send)');
    if (mail.link) this.logger.debug({ file, link: mail.link }, 'the mail’s link');
  }

  close(): void {
    this.transport.close();
  }
}
