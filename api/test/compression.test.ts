import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestContext, ORG, type TestContext } from './helpers/test-app';

/**
 * Answers are compressed for a client that accepts it (the map's first data, 100 lots,
 * is 14 KB of JSON; a phone network pays a round trip per ~14 KB at the start of a connection).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const lots = (acceptEncoding?: string) =>
  ctx.as('owner', {
    method: 'GET',
    url: '/api/parkingLots?page=0&size=100',
    orgId: ORG.prairie,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

test('a browser (br, gzip) gets the lot list in brotli, a fraction of its size, and the same JSON once decoded', async () => {
  const plain = await lots();
  const answer = await lots('gzip, deflate, br');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers.vary).toMatch(/accept-encoding/i);
  expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('a client accepting only gzip gets gzip; one naming no encoding gets plain JSON', async () => {
  const gzip = await lots('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).content.length).toBeGreaterThan(0);
  const plain = await lots();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.json().content.length).toBeGreaterThan(0);
});

test('an answer under 1 KB is sent as it is (compressing it would cost more than it saves)', async () => {
  const counts = await ctx.as('owner', { method: 'GET', url: '/api/dashboard/counts', orgId: ORG.prairie, headers: { 'accept-encoding': 'br, gzip' } });
  expect(counts.statusCode).toBe(200);
  expect(counts.rawPayload.length).toBeLessThan(1024);
  expect(counts.headers['content-encoding']).toBeUndefined();
});

test('an error answer keeps its envelope readable (DESIGN §3)', async () => {
  const missing = await ctx.as('owner', { method: 'GET', url: '/api/parkingLots/999999', orgId: ORG.prairie, headers: { 'accept-encoding': 'br, gzip' } });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ statusCode: 404, errorCode: expect.any(String) });
});
