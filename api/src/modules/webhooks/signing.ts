import { createHmac, randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes (the key is those bytes). */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the bytes after `whsec_` (Standard
 * Webhooks, as the `standardwebhooks` package verifies it).
 */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one delivery; during a rotation both secrets sign (space-separated signatures). */
export function webhookHeaders(secrets: string[], id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Haulstop-Webhooks/1.0',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}
