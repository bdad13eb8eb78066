import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { renderMail, type MailData, type MailTemplate } from './templates';

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  /** The recipient's language (en, fr, es). */
  language: string;
  template: T;
  data: MailData[T];
  /** Files sent with the mail (a scheduled report's CSV). */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on a scheduled report). */
  headers?: Record<string, string>;
}

export interface Mailer {
  sendMail<T extends MailTemplate>(request: MailRequest<T>): Promise<void>;
  /** Where mail goes, for the start banner: the SMTP host, or the outbox folder. */
  readonly destination: string;
}

/** The folder mail is written to when no SMTP server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * The one mailer (DESIGN §7): SMTP when `SMTP_URL` is set; otherwise every message becomes an
 * `.eml` file in `<DATA_DIR>/outbox/`, so sign-up and invitations work (and are testable) offline.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  const outbox = outboxDir(options.dataDir);
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: options.smtpUrl ? `SMTP ${new URL(options.smtpUrl).host}` : outbox,
    async sendMail(request) {
      const mail = renderMail(request.template, request.language, request.data);
      const info = await transport.sendMail({
        from: options.from,
        to: request.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: request.attachments,
        headers: request.headers,
      });
      if (options.smtpUrl) return;
      // Sortable names: the time first, then a random suffix so two mails in one millisecond differ.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, name), (info as { message: Buffer }).message);
    },
  };
}
