import { createTestContext, type TestContext } from '../../helpers/test-app';

// LOGIN_RATE_LIMIT=2: two failures per account, eight (4x) per address, in a 15-minute window.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: 2 });
});
afterAll(() => ctx.close());

const login = (loginId: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password }, remoteAddress });

describe('failed logins are rate limited per account and per address (DESIGN §3)', () => {
  test("after LOGIN_RATE_LIMIT failures the account answers 429 'TOO_MANY_ATTEMPTS', even with the right password", async () => {
    expect((await login('owner@haulstop.test', 'wrong-1', '10.1.0.1')).statusCode).toBe(401);
    expect((await login('owner@haulstop.test', 'wrong-2', '10.1.0.2')).statusCode).toBe(401);
    const blocked = await login('owner@haulstop.test', 'Haulstop#2026', '10.1.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      errorCode: 'TOO_MANY_ATTEMPTS',
      errorMessage: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    });
  });

  test('other accounts are not affected by one account being locked', async () => {
    expect((await login('manager@haulstop.test', 'Haulstop#2026', '10.1.0.4')).statusCode).toBe(200);
  });

  test('a successful login clears the account’s failures', async () => {
    expect((await login('broker@haulstop.test', 'wrong', '10.1.0.5')).statusCode).toBe(401);
    expect((await login('broker@haulstop.test', 'Haulstop#2026', '10.1.0.5')).statusCode).toBe(200);
    expect((await login('broker@haulstop.test', 'wrong', '10.1.0.5')).statusCode).toBe(401);
    expect((await login('broker@haulstop.test', 'Haulstop#2026', '10.1.0.5')).statusCode).toBe(200);
  });

  test('one address failing against many accounts is stopped after 4x LOGIN_RATE_LIMIT failures', async () => {
    const address = '10.9.9.9';
    for (let n = 0; n < 8; n += 1) {
      expect((await login(`nobody${n}@haulstop.test`, 'guess', address)).statusCode).toBe(401);
    }
    const blocked = await login('dispatch@haulstop.test', 'Haulstop#2026', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await login('dispatch@haulstop.test', 'Haulstop#2026', '10.9.9.10')).statusCode).toBe(200);
  });

  test('failures older than the window no longer count', async () => {
    await ctx.db.query(`UPDATE login_failures SET failed_at = now() - interval '16 minutes' WHERE subject = 'account:owner@haulstop.test'`);
    expect((await login('owner@haulstop.test', 'Haulstop#2026', '10.1.0.9')).statusCode).toBe(200);
  });
});
