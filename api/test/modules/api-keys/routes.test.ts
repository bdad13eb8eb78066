import { createHash } from 'node:crypto';
import { bookingWindows, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
const nextWindow = bookingWindows(61);

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: [] });
});
afterAll(() => ctx.close());

const ALL_SCOPES = ['availability:read', 'reservations:read', 'reservations:write', 'fleet:read', 'fleet:write', 'invoices:read'];

async function createKey(payload: Record<string, unknown> = {}, user: 'carrier' | 'broker' = 'carrier', orgId: number = ORG.northline) {
  const answer = await ctx.as(user, { method: 'POST', url: '/api/apiKeys', orgId, payload: { name: 'TMS', scopes: ALL_SCOPES, ...payload } });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { apiKeyId: number; key: string; prefix: string; scopes: string[] };
}
const withKey = (
  key: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> },
) => ctx.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });

describe('API keys (DESIGN §8)', () => {
  test('"The key is shown once, stored hashed": the create answer has it, the list and the table never do', async () => {
    const created = await createKey({ name: 'Dispatch TMS' });
    expect(created.key).toMatch(/^hs_[A-Za-z0-9_-]{40,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await ctx.as('carrier', { url: '/api/apiKeys', orgId: ORG.northline });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().content.find((k: { apiKeyId: number }) => k.apiKeyId === created.apiKeyId)).toMatchObject({
      name: 'Dispatch TMS',
      status: 'Active',
      lastUsedAt: null,
    });
    const { rows } = await ctx.db.query<{ row: string; key_hash: string }>(`SELECT row_to_json(k)::text AS row, key_hash FROM api_keys k WHERE id = $1`, [
      created.apiKeyId,
    ]);
    expect(rows[0].row).not.toContain(created.key);
    expect(rows[0].key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
  });

  test('"A key acts as its organisation … no X-Org-Id needed", and the list shows when and from where it was last used', async () => {
    const { key, apiKeyId } = await createKey();
    const drivers = await withKey(key, { url: '/api/drivers' });
    expect(drivers.statusCode).toBe(200);
    const asSession = await ctx.as('carrier', { url: '/api/drivers', orgId: ORG.northline });
    expect(drivers.json().totalElements).toBe(asSession.json().totalElements);
    const item = (await ctx.as('carrier', { url: '/api/apiKeys', orgId: ORG.northline }))
      .json()
      .content.find((k: { apiKeyId: number }) => k.apiKeyId === apiKeyId);
    expect(item.lastUsedAt).not.toBeNull();
    expect(item.lastUsedIp).toBe('127.0.0.1');
    // Another organisation named in X-Org-Id is not the key's: refused.
    expect((await withKey(key, { url: '/api/drivers', headers: { 'x-org-id': String(ORG.eastbound) } })).statusCode).toBe(403);
  });

  test('"A call outside its scopes answers 403"; settings are never open to a key', async () => {
    const { key } = await createKey({ scopes: ['availability:read', 'fleet:read'] });
    expect((await withKey(key, { url: '/api/drivers' })).statusCode).toBe(200);
    const write = await withKey(key, { method: 'POST', url: '/api/drivers', payload: { firstName: 'A', lastName: 'B' } });
    expect(write.statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/reservations' })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/apiKeys' })).statusCode).toBe(403);
    expect((await withKey(key, { method: 'POST', url: '/api/apiKeys', payload: { name: 'x', scopes: ALL_SCOPES } })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/webhooks/endpoints' })).statusCode).toBe(403);
  });

  test('"a revoked or expired key answers 401 at once"; unknown keys too, and the key is in no error answer', async () => {
    const { key, apiKeyId } = await createKey();
    expect((await withKey(key, { url: '/api/drivers' })).statusCode).toBe(200);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/apiKeys/${apiKeyId}`, orgId: ORG.northline })).statusCode).toBe(204);
    const revoked = await withKey(key, { url: '/api/drivers' });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errorCode).toBe('INVALID_API_KEY');
    expect(revoked.body).not.toContain(key);
    const expiring = await createKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await withKey(expiring.key, { url: '/api/drivers' })).statusCode).toBe(200);
    await ctx.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.apiKeyId]);
    expect((await withKey(expiring.key, { url: '/api/drivers' })).statusCode).toBe(401);
    expect((await withKey('hs_not-a-key-at-all', { url: '/api/drivers' })).statusCode).toBe(401);
    const list = (await ctx.as('carrier', { url: '/api/apiKeys', orgId: ORG.northline })).json().content;
    expect(list.find((k: { apiKeyId: number }) => k.apiKeyId === apiKeyId).status).toBe('Revoked');
    expect(list.find((k: { apiKeyId: number }) => k.apiKeyId === expiring.apiKeyId).status).toBe('Expired');
  });

  test('"Per-key rate limit": past it 429 RATE_LIMITED with Retry-After and RateLimit-*; another key is not slowed', async () => {
    const limited = await ctx.withConfig({ apiKeyRateLimit: 3 });
    const { key } = await createKey();
    const other = await createKey({}, 'broker', ORG.eastbound);
    const call = (k: string) => limited.inject({ url: '/api/drivers', headers: { authorization: `Bearer ${k}` } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(key));
    // A minute boundary in the middle restarts the window: then the 4th is the 1st of a new one.
    if (answers[3].statusCode === 200) answers.push(await call(key), await call(key), await call(key));
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused).toBeDefined();
    expect(refused.json()).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(answers[0].headers['ratelimit-remaining']).toBe('2');
    expect((await call(other.key)).statusCode).toBe(200);
  });

  test('a partner books with a key: availability → quote → book with an Idempotency-Key (answered once) → cancel', async () => {
    const { key } = await createKey({ scopes: ['availability:read', 'reservations:read', 'reservations:write'] });
    const startAt = nextWindow();
    const availability = await withKey(key, {
      url: `/api/availability?parkingLotId=${lot.id}&startAt=${encodeURIComponent(startAt)}&duration=24%20hrs&slots=1`,
    });
    expect(availability.statusCode).toBe(200);
    const body = { parkingLotId: lot.id, duration: '24 hrs', startAt, slots: 1, entries: [], payment: { method: 'CARD', cardNumber: '4242424242424242' } };
    const quote = await withKey(key, { method: 'POST', url: '/api/reservations/quote', payload: body });
    expect(quote.statusCode).toBe(200);
    const headers = { 'idempotency-key': `partner-${startAt}` };
    const booked = await withKey(key, { method: 'POST', url: '/api/reservations', payload: body, headers });
    expect(booked.statusCode).toBe(201);
    const again = await withKey(key, { method: 'POST', url: '/api/reservations', payload: body, headers });
    expect(again.json().reservationId).toBe(booked.json().reservationId);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reservations WHERE lot_id = $1 AND start_at = $2`, [lot.id, startAt]);
    expect(rows[0].n).toBe(1);
    const cancelled = await withKey(key, { method: 'POST', url: `/api/reservations/${booked.json().reservationId}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(200);
  });

  test('tenancy: another organisation revokes none of these keys (404), a user or a lot owner Manager manages none (403)', async () => {
    const { apiKeyId } = await createKey();
    expect((await ctx.as('broker', { method: 'DELETE', url: `/api/apiKeys/${apiKeyId}`, orgId: ORG.eastbound })).statusCode).toBe(404);
    const brokerList = (await ctx.as('broker', { url: '/api/apiKeys', orgId: ORG.eastbound })).json().content;
    expect(brokerList.some((k: { apiKeyId: number }) => k.apiKeyId === apiKeyId)).toBe(false);
    expect((await ctx.as('dispatch', { url: '/api/apiKeys', orgId: ORG.northline })).statusCode).toBe(403);
    // A lot owner's admin has keys of its own (its gates post with them), none of the carrier's; its Manager none.
    const ownerList = await ctx.as('owner', { url: '/api/apiKeys', orgId: ORG.prairie });
    expect(ownerList.statusCode).toBe(200);
    expect(ownerList.json().content.some((k: { apiKeyId: number }) => k.apiKeyId === apiKeyId)).toBe(false);
    expect((await ctx.as('manager', { url: '/api/apiKeys', orgId: ORG.prairie })).statusCode).toBe(403);
  });
});
