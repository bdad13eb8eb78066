import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_JOB } from '../../../src/modules/webhooks/delivery';
import { hostAddresses, isAllowedAddress } from '../../../src/modules/webhooks/special-addresses';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/** An internal service: answers every request with a page that must never reach the organisation. */
const SECRET = 'INTERNAL-ONLY-7f3a';
let received = 0;
let answer: { status: number; type: string; body: string } = { status: 500, type: 'text/html; charset=utf-8', body: '' };
let internal: http.Server;
let port: number;

let ctx: TestContext;
let strict: FastifyInstance;
let token: string;

beforeAll(async () => {
  internal = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(answer.status, { 'content-type': answer.type });
      response.end(answer.body);
    });
  });
  // Every interface, as an internal service often listens.
  await new Promise<void>((resolve) => internal.listen(0, '0.0.0.0', resolve));
  port = (internal.address() as AddressInfo).port;
  ctx = await createTestContext({ webhookAllowLoopback: true, webhookRetryDelaysMs: [], webhookTimeoutMs: 2000 });
  strict = await ctx.withConfig({ webhookAllowLoopback: false });
  token = (await ctx.login('carrier')).token;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => internal.close(resolve));
});

const save = (app: FastifyInstance, url: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: { authorization: `Bearer ${token}`, 'x-org-id': String(ORG.northline) },
    payload: { url, events: ['reservation.created'] },
  });

/** One address of each special-purpose range (IANA IPv4 and IPv6 registries), in the forms a URL accepts. */
const SPECIAL_HOSTS = [
  '0.0.0.1',
  '10.1.2.3',
  '100.64.0.1',
  '169.254.169.254',
  '172.16.0.1',
  '192.0.0.8',
  '192.0.2.2',
  '192.31.196.1',
  '192.52.193.1',
  '192.88.99.1',
  '192.168.1.1',
  '192.175.48.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '3221225986', // 192.0.2.2 written as one number
  '0xc0.0.2.2', // 192.0.2.2 in hexadecimal
  '[::]',
  '[::7f00:1]', // IPv4-compatible 127.0.0.1
  '[::ffff:127.0.0.1]', // IPv4-mapped
  '[::ffff:c000:202]',
  '[64:ff9b::7f00:1]', // NAT64 of 127.0.0.1
  '[64:ff9b::c000:202]',
  '[64:ff9b:1::1]',
  '[100::1]',
  '[2001::1]', // Teredo
  '[2001:db8::1]',
  '[2002:7f00:1::1]', // 6to4 of 127.0.0.1
  '[2002:c0a8:101::1]', // 6to4 of 192.168.1.1
  '[3fff::1]',
  '[5f00::1]',
  '[fc00::1]',
  '[fd00::2]',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '[fec0::1]',
  '[ff02::1]',
];

describe('webhook endpoints refuse special-purpose and own addresses, and never show what a receiver answers', () => {
  test.each(SPECIAL_HOSTS)('http://%s/ is refused at save, loopback allowed or not', async (host) => {
    for (const app of [ctx.app, strict]) {
      const answer = await save(app, `http://${host}:${port}/hook`);
      expect(answer.statusCode).toBe(400);
    }
  });

  test("each of this host's own interface addresses is refused at save (loopback only when the deployment allows it)", async () => {
    const own = hostAddresses().filter((address) => !address.startsWith('fe80') && address !== '127.0.0.1' && address !== '::1');
    for (const address of own) {
      const host = address.includes(':') ? `[${address}]` : address;
      expect((await save(ctx.app, `http://${host}:${port}/`)).statusCode).toBe(400);
      expect((await save(strict, `http://${host}:${port}/`)).statusCode).toBe(400);
    }
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::1]:${port}/`, `http://localhost:${port}/`, `http://api.localhost:${port}/`])
      expect((await save(strict, url)).statusCode).toBe(400);
    // An address that is public but this host's own is refused too.
    expect(isAllowedAddress('8.8.8.8', false, ['8.8.8.8'])).toBe(false);
    expect(isAllowedAddress('2606:4700:4700::1111', false, ['2606:4700:4700:0:0:0:0:1111'])).toBe(false);
    expect(isAllowedAddress('8.8.8.8', false, ['192.0.2.2'])).toBe(true);
  });

  test('public addresses are accepted', async () => {
    for (const url of ['http://8.8.8.8/hook', 'https://[2606:4700:4700::1111]/hook', 'https://1.1.1.1:8443/']) {
      const saved = await save(strict, url);
      expect(saved.statusCode).toBe(201);
      await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${saved.json().endpointId}`, orgId: ORG.northline });
    }
  });

  test('at delivery, an endpoint whose address became refused is not called (the check runs on the address connected to)', async () => {
    const saved = await save(ctx.app, `http://127.0.0.1:${port}/hook`);
    expect(saved.statusCode).toBe(201);
    const { endpointId } = saved.json();
    const own = hostAddresses().find((address) => !address.includes(':') && address !== '127.0.0.1') ?? '192.0.2.2';
    await ctx.db.query(`UPDATE webhook_endpoints SET url = $2 WHERE id = $1`, [endpointId, `http://${own}:${port}/hook`]);
    received = 0;
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpointId}/test`, orgId: ORG.northline });
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    expect(received).toBe(0);
    const delivery = (await ctx.as('carrier', { url: `/api/webhooks/deliveries?endpointId=${endpointId}`, orgId: ORG.northline })).json().content[0];
    expect(delivery.attemptLog[0]).toMatchObject({ responseStatus: null, responseBytes: null });
    expect(delivery.attemptLog[0].error).toMatch(/^Refused/);
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpointId}`, orgId: ORG.northline });
  });

  test("the delivery log keeps the status, the answer's size and media type, never its body", async () => {
    const saved = await save(ctx.app, `http://127.0.0.1:${port}/hook`);
    const { endpointId } = saved.json();
    const body = `<html><body>${SECRET} ${'x'.repeat(1200)}</body></html>`;
    answer = { status: 500, type: 'text/html; charset=utf-8', body };
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpointId}/test`, orgId: ORG.northline });
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    // A content type carrying text of the receiver's own is not echoed either.
    answer = { status: 200, type: `x-${SECRET}/${SECRET}`, body: SECRET };
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpointId}/test`, orgId: ORG.northline });
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    const log = await ctx.as('carrier', { url: `/api/webhooks/deliveries?endpointId=${endpointId}`, orgId: ORG.northline });
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain(SECRET);
    const attempts = log
      .json()
      .content.map((d: { attemptLog: unknown[] }) => d.attemptLog[0])
      .reverse();
    expect(attempts[0]).toMatchObject({ responseStatus: 500, responseBytes: Buffer.byteLength(body), responseContentType: 'text/html', error: null });
    expect(attempts[1]).toMatchObject({ responseStatus: 200, responseBytes: SECRET.length, responseContentType: null, error: null });
    const stored = await ctx.db.query(`SELECT a.* FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.endpoint_id = $1`, [
      endpointId,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain(SECRET);
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpointId}`, orgId: ORG.northline });
  });
});
