import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../../src/modules/mail/mailer';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first console link in the text part (verification, invitation). */
  link: string | undefined;
}

/** Every mail written to the outbox of a data folder, oldest first, decoded. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
      const text = parsed.text ?? '';
      return {
        to: to ?? '',
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        link: /https?:\/\/\S+/.exec(text)?.[0],
      };
    }),
  );
}

/** The newest mail to an address, or undefined. */
export async function lastMailTo(dataDir: string, address: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())).at(-1);
}
