import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import type { Db } from '../../../src/db/db';
import { DEMO_PASSWORD } from '../../../src/db/seed-data';
import { createTestContext, DEMO_USERS, ORG, type DemoUser, type TestContext } from '../../helpers/test-app';

// The reservations list folds the caller's check (session, account, memberships) into its page's
// statement once the caller has been read: these prove it refuses exactly as the check of its own
// does, at once, and that it answers the same page as before.

let ctx: TestContext;
/** An app on the same database that counts the statements it sends. */
let counted: FastifyInstance;
let statements = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  const db: Db = Object.create(ctx.db, {
    query: {
      value: (sql: string, params?: never[]) => {
        statements += 1;
        return ctx.db.query(sql, params);
      },
    },
  });
  counted = await buildApp({ config: ctx.config, db, logger: false });
});
afterAll(async () => {
  await counted.close();
  await ctx.close();
});

/** A sign-in of its own (a test that ends it must not end another test's). */
async function signIn(user: DemoUser, app: FastifyInstance = ctx.app) {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: DEMO_USERS[user], password: DEMO_PASSWORD } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { token: string; refreshToken: string; user: { userId: number } };
}

const get = (token: string, url: string, orgId: number, app: FastifyInstance = ctx.app) =>
  app.inject({ url, headers: { authorization: `Bearer ${token}`, 'x-org-id': String(orgId) } });
const list = (token: string, orgId: number, query = '', app?: FastifyInstance) => get(token, `/api/reservations?size=10${query}`, orgId, app);
/** An org route with the same rule (bookings view) whose caller is read by a query of its own, before the handler. */
const companies = (token: string, orgId: number) => get(token, '/api/reservation/filter/companyNames', orgId);
const answer = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });

test('a remembered caller’s page costs one statement: the check rides in it', async () => {
  const session = await signIn('owner', counted);
  statements = 0;
  expect((await list(session.token, ORG.prairie, '', counted)).statusCode).toBe(200);
  expect(statements).toBe(2);
  statements = 0;
  const again = await list(session.token, ORG.prairie, '', counted);
  expect(again.statusCode).toBe(200);
  expect(again.json().content.length).toBeGreaterThan(0);
  expect(statements).toBe(1);
});

test('a remembered caller gets the same page as a caller read first', async () => {
  const session = await signIn('owner');
  const first = await list(session.token, ORG.prairie, '&page=1');
  const second = await list(session.token, ORG.prairie, '&page=1');
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
});

test('after logout the list refuses at once, with the answer of a route that reads the caller first', async () => {
  const session = await signIn('owner');
  expect((await list(session.token, ORG.prairie)).statusCode).toBe(200);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } });
  const refused = answer(await list(session.token, ORG.prairie));
  expect(refused).toEqual(answer(await companies(session.token, ORG.prairie)));
  expect(refused).toMatchObject({ status: 401, body: { errorCode: 'SESSION_ENDED' } });
});

test('a user removed from the organisation is refused at once, as elsewhere; added back, served again', async () => {
  const session = await signIn('carrier');
  expect((await list(session.token, ORG.eastbound)).statusCode).toBe(200);
  const { rows } = await ctx.db.query<{ role: string }>('DELETE FROM memberships WHERE user_id = $1 AND org_id = $2 RETURNING role', [
    session.user.userId,
    ORG.eastbound,
  ]);
  try {
    const refused = answer(await list(session.token, ORG.eastbound));
    expect(refused).toEqual(answer(await companies(session.token, ORG.eastbound)));
    expect(refused.status).toBe(403);
  } finally {
    await ctx.db.query('INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, $3)', [session.user.userId, ORG.eastbound, rows[0].role]);
  }
  expect((await list(session.token, ORG.eastbound)).statusCode).toBe(200);
});

test('a membership added after the caller was remembered is honoured at once (no refusal from the remembered state)', async () => {
  const session = await signIn('carrier');
  expect((await list(session.token, ORG.northline)).statusCode).toBe(200);
  expect((await list(session.token, ORG.ridgeway)).statusCode).toBe(403);
  await ctx.db.query(`INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, 'admin')`, [session.user.userId, ORG.ridgeway]);
  try {
    const served = await list(session.token, ORG.ridgeway);
    expect(served.statusCode).toBe(200);
    const { content } = served.json() as { content: { orgId: number; bookedByOrgId: number | null }[] };
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((r) => r.orgId === ORG.ridgeway || r.bookedByOrgId === ORG.ridgeway)).toBe(true);
  } finally {
    await ctx.db.query('DELETE FROM memberships WHERE user_id = $1 AND org_id = $2', [session.user.userId, ORG.ridgeway]);
  }
  expect((await list(session.token, ORG.ridgeway)).statusCode).toBe(403);
});

test('a disabled account and an organisation no longer approved are refused at once, as elsewhere', async () => {
  const session = await signIn('carrier');
  expect((await list(session.token, ORG.northline)).statusCode).toBe(200);
  await ctx.db.query(`UPDATE organizations SET is_org_approved = 'Pending Approval' WHERE id = $1`, [ORG.northline]);
  try {
    const pending = answer(await list(session.token, ORG.northline));
    expect(pending).toEqual(answer(await companies(session.token, ORG.northline)));
    expect(pending).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_APPROVAL_PENDING' } });
  } finally {
    await ctx.db.query(`UPDATE organizations SET is_org_approved = 'Approved' WHERE id = $1`, [ORG.northline]);
  }
  expect((await list(session.token, ORG.northline)).statusCode).toBe(200);
  await ctx.db.query(`UPDATE users SET status = 'Inactive' WHERE id = $1`, [session.user.userId]);
  try {
    const disabled = answer(await list(session.token, ORG.northline));
    expect(disabled).toEqual(answer(await companies(session.token, ORG.northline)));
    expect(disabled.status).toBe(401);
  } finally {
    await ctx.db.query(`UPDATE users SET status = 'Active' WHERE id = $1`, [session.user.userId]);
  }
});

test('totalElements stays exact on a page past the end and on an empty list, for a remembered caller', async () => {
  const session = await signIn('owner');
  const first = await list(session.token, ORG.prairie);
  const { totalElements } = first.json() as { totalElements: number };
  expect(totalElements).toBeGreaterThan(0);
  const past = await list(session.token, ORG.prairie, `&page=${Math.ceil(totalElements / 10) + 3}`);
  expect(past.statusCode).toBe(200);
  expect(past.json()).toMatchObject({ content: [], totalElements });
  const none = await list(session.token, ORG.prairie, '&parkingLotId=999999');
  expect(none.statusCode).toBe(200);
  expect(none.json()).toMatchObject({ content: [], totalElements: 0 });
});
