import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One text message to a phone. */
export interface SmsMessage {
  /** the number as the driver's record holds it (9 or 10 digits) */
  to: string;
  text: string;
}

/** The one way Haulstop sends SMS: a provider plugs in here; the default writes an outbox file. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** Where messages go, for logs: the provider, or the outbox folder. */
  readonly destination: string;
}

/** The folder SMS are written to when no provider is configured. */
export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'sms');

/**
 * The default sender: every message becomes a `.txt` file in `<DATA_DIR>/sms/` (a `To:` line, a
 * blank line, the text), as mail becomes a file in the outbox, so trip links work and are testable offline.
 */
export function createOutboxSmsSender(dataDir: string): SmsSender {
  const folder = smsOutboxDir(dataDir);
  return {
    destination: folder,
    async send(message) {
      // Sortable names: the time first, then a random suffix so two messages in one millisecond differ.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), `To: ${message.to}\n\n${message.text}\n`);
    },
  };
}
