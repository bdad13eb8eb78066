import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from './special-addresses';

export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`Refused: the webhook URL resolves to ${address}, a loopback, private, special-purpose or this server's own address`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * A DNS lookup that refuses forbidden addresses: the check runs on the addresses the connection
 * will use, at each delivery, so a name that later resolves elsewhere (DNS rebinding) is caught.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) return callback(new RefusedAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** A literal address in the URL that is refused whatever DNS says. */
export function refusedLiteralHost(url: URL, allowLoopback: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return !allowLoopback;
  return isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback);
}

const SAVE_LOOKUP_MS = 3000;

/**
 * Checked when an endpoint is saved: a literal refused address, or a name that resolves to one now.
 * A name that does not resolve yet is left to the check at each delivery (its DNS may go live later).
 */
export async function refusedHost(url: URL, allowLoopback: boolean): Promise<boolean> {
  if (refusedLiteralHost(url, allowLoopback)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return false;
  const addresses = await Promise.race([
    dnsPromises.lookup(host, { all: true, verbatim: true }).catch(() => [] as LookupAddress[]),
    new Promise<LookupAddress[]>((resolve) => setTimeout(() => resolve([]), SAVE_LOOKUP_MS).unref()),
  ]);
  return addresses.some((a) => !isAllowedAddress(a.address, allowLoopback));
}

export interface SendResult {
  status: number | null;
  durationMs: number;
  /** Bytes of the answer's body, counted up to RESPONSE_COUNTED (then reading stops). */
  bytes: number | null;
  /** The answer's media type when it is a common one, else its top-level type only: never free text from the receiver. */
  contentType: string | null;
  error: string | null;
}

/** The receiver's body is counted, never kept: an internal service's answer must not reach the organisation. */
export const RESPONSE_COUNTED = 1024 * 1024;

const COMMON_TYPES = new Set([
  'text/html',
  'text/plain',
  'text/xml',
  'text/csv',
  'text/javascript',
  'application/json',
  'application/problem+json',
  'application/xml',
  'application/javascript',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
]);
const TOP_LEVEL_TYPES = new Set(['text', 'application', 'image', 'audio', 'video', 'font', 'model', 'multipart', 'message']);

export function summarisedContentType(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim().toLowerCase();
  if (!value) return null;
  if (COMMON_TYPES.has(value)) return value;
  const top = value.split('/')[0];
  return TOP_LEVEL_TYPES.has(top) ? top : null;
}

/** POSTs one delivery; never throws: a refused address, a timeout or a reset is a result too. */
export function send(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowLoopback: boolean }): Promise<SendResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (done) return;
      done = true;
      resolve({ ...result, durationMs: Date.now() - started });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ status: null, bytes: null, contentType: null, error: 'Invalid URL' });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return finish({ status: null, bytes: null, contentType: null, error: 'Only http and https URLs are called' });
    // Node's lookup skips the resolver for a literal IP: judge it here the same way.
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isAllowedAddress(host, options.allowLoopback))
      return finish({ status: null, bytes: null, contentType: null, error: new RefusedAddressError(host).message });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback),
        timeout: options.timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? null;
        const contentType = summarisedContentType(response.headers['content-type']);
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes >= RESPONSE_COUNTED) {
            finish({ status, bytes: RESPONSE_COUNTED, contentType, error: null });
            response.destroy();
          }
        });
        response.on('end', () => finish({ status, bytes, contentType, error: null }));
        response.on('error', (error) => finish({ status, bytes, contentType, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => finish({ status: null, bytes: null, contentType: null, error: error.message }));
    request.end(body);
  });
}
