import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may never reach (server-side request forgery): private networks, link-local
 * (169.254.169.254 is the cloud metadata service), carrier-grade NAT, "this host", multicast and
 * reserved ranges, their IPv6 kin, and loopback unless the deployment allows it (a local demo).
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['fd00:ec2::', 32],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`Refused: the webhook URL resolves to ${address}, a loopback, private, link-local or metadata address`);
    this.name = 'RefusedAddressError';
  }
}

/** Whether a resolved address may be called; IPv4-mapped IPv6 addresses are judged as IPv4. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(ip, family)) return allowLoopback;
  return !BLOCKED.check(ip, family);
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

/** A literal address in the URL that is refused whatever DNS says: checked when an endpoint is saved. */
export function refusedLiteralHost(url: URL, allowLoopback: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return !allowLoopback;
  return isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback);
}

export interface SendResult {
  status: number | null;
  durationMs: number;
  /** The first KB of the answer. */
  body: string | null;
  error: string | null;
}

const RESPONSE_KEPT = 1024;

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
      return finish({ status: null, body: null, error: 'Invalid URL' });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return finish({ status: null, body: null, error: 'Only http and https URLs are called' });
    // Node's lookup skips the resolver for a literal IP: judge it here the same way.
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isAllowedAddress(host, options.allowLoopback))
      return finish({ status: null, body: null, error: new RefusedAddressError(host).message });
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
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () =>
          finish({ status: response.statusCode ?? null, body: Buffer.concat(chunks).subarray(0, RESPONSE_KEPT).toString('utf8'), error: null }),
        );
        response.on('error', (error) => finish({ status: response.statusCode ?? null, body: null, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => finish({ status: null, body: null, error: error.message }));
    request.end(body);
  });
}
