import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';

/** One request a receiver got: its path, headers and body as sent. */
export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The booking, payment and invoice event types (the webhook event list up to `invoice.issued`): what a fleet's endpoint subscribes to. */
export const BOOKING_EVENT_TYPES: string[] = WEBHOOK_EVENT_TYPES.slice(0, WEBHOOK_EVENT_TYPES.indexOf('invoice.issued') + 1);

export interface Receiver {
  /** `http://127.0.0.1:<port>`: an endpoint's URL is this and a path. */
  base: string;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on loopback (the API's webhook sender must allow it): each request is read
 * whole and handed to `answer`, which records it and writes the response.
 */
export async function startReceiver(answer: (request: ReceivedRequest, response: http.ServerResponse) => void): Promise<Receiver> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer({ path: request.url ?? '', headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') }, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received webhook's event, verified by `standardwebhooks` with the endpoint's secret (throws when the signature does not hold). */
export const verifiedEvent = <Event = { id: string; type: string; createdAt: string; data: Record<string, unknown> }>(
  secret: string,
  request: ReceivedRequest,
) =>
  new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as Event;

export interface RecordingReceiver extends Receiver {
  received: ReceivedRequest[];
}

/** A receiver that records every request in `received` (oldest first) and answers 200 ok. */
export async function startRecordingReceiver(): Promise<RecordingReceiver> {
  const received: ReceivedRequest[] = [];
  const receiver = await startReceiver((request, response) => {
    received.push(request);
    response.end('ok');
  });
  return { ...receiver, received };
}
