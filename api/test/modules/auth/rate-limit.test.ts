import { createTestContext, type TestContext } from '../../helpers/test-app';

// LOGIN_RATE_LIMIT=2 and LOGIN_THROTTLE_SECONDS=1: one address guessing one account is locked after
// two failures; an account (from anywhere) or an address (over many accounts, 4x) is only throttled.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: 2, loginThrottleSeconds: 1 });
});
afterAll(() => ctx.close());

const PASSWORD = 'Haulstop#2026';
const login = (loginId: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password }, remoteAddress });
const waitThrottle = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('failed logins are limited without letting a stranger lock anyone out (DESIGN §3)', () => {
  test('one address that fails LOGIN_RATE_LIMIT times on one account is locked for the window, even with the right password', async () => {
    expect((await login('owner@haulstop.test', 'wrong-1', '10.1.0.1')).statusCode).toBe(401);
    expect((await login('owner@haulstop.test', 'wrong-2', '10.1.0.1')).statusCode).toBe(401);
    await waitThrottle();
    const blocked = await login('owner@haulstop.test', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      errorCode: 'TOO_MANY_ATTEMPTS',
      errorMessage: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    });
  });

  test('a stranger cannot lock a named account: from another address the owner signs in after the short throttle', async () => {
    expect((await login('owner@haulstop.test', 'stranger-1', '10.66.0.1')).statusCode).toBe(401);
    const throttled = await login('owner@haulstop.test', PASSWORD, '10.1.0.2');
    expect([throttled.statusCode, throttled.json().errorMessage]).toEqual([429, 'Too many failed sign-in attempts. Wait 1 seconds and try again.']);
    await waitThrottle();
    expect((await login('owner@haulstop.test', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  test('other accounts are not affected by one account being guessed', async () => {
    expect((await login('manager@haulstop.test', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  test('a successful login clears the account’s failures', async () => {
    expect((await login('broker@haulstop.test', 'wrong', '10.1.0.5')).statusCode).toBe(401);
    expect((await login('broker@haulstop.test', PASSWORD, '10.1.0.5')).statusCode).toBe(200);
    expect((await login('broker@haulstop.test', 'wrong', '10.1.0.5')).statusCode).toBe(401);
    expect((await login('broker@haulstop.test', PASSWORD, '10.1.0.5')).statusCode).toBe(200);
  });

  test('an address failing on many accounts is throttled, never locked: a user there who knows the password gets in', async () => {
    const address = '10.9.9.9';
    for (let n = 0; n < 8; n += 1) expect((await login(`nobody${n}@haulstop.test`, 'guess', address)).statusCode).toBe(401);
    const throttled = await login('dispatch@haulstop.test', PASSWORD, address);
    expect([throttled.statusCode, throttled.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    await waitThrottle();
    expect((await login('dispatch@haulstop.test', PASSWORD, address)).statusCode).toBe(200);
    // ...while guessing from there stays at one attempt per throttle period
    expect((await login('nobody9@haulstop.test', 'guess', address)).statusCode).toBe(401);
    expect((await login('nobody10@haulstop.test', 'guess', address)).statusCode).toBe(429);
  });

  test('failures older than the window no longer count', async () => {
    await ctx.db.query(`UPDATE login_failures SET failed_at = now() - interval '16 minutes' WHERE subject LIKE '%owner@haulstop.test%'`);
    expect((await login('owner@haulstop.test', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For is believed only from TRUSTED_PROXIES', () => {
  const viaProxy = (app: typeof ctx.app, forwardedFor: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'carrier@haulstop.test', password },
      remoteAddress: '10.200.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  test('untrusted: a forged X-Forwarded-For does not change the address the limit counts', async () => {
    expect((await viaProxy(ctx.app, '1.1.1.1', 'wrong')).statusCode).toBe(401);
    expect((await viaProxy(ctx.app, '2.2.2.2', 'wrong')).statusCode).toBe(401);
    await waitThrottle();
    // same socket address 10.200.0.1 → the pair is locked whatever the header says
    expect((await viaProxy(ctx.app, '3.3.3.3', PASSWORD)).statusCode).toBe(429);
  });

  test('trusted proxy: each client address behind it is counted on its own', async () => {
    const behindProxy = await ctx.withConfig({ trustedProxies: ['10.200.0.1'] });
    await ctx.db.query(`DELETE FROM login_failures`);
    expect((await viaProxy(behindProxy, '4.4.4.4', 'wrong')).statusCode).toBe(401);
    expect((await viaProxy(behindProxy, '4.4.4.4', 'wrong')).statusCode).toBe(401);
    await waitThrottle();
    expect((await viaProxy(behindProxy, '4.4.4.4', PASSWORD)).statusCode).toBe(429);
    expect((await viaProxy(behindProxy, '5.5.5.5', PASSWORD)).statusCode).toBe(200);
  });
});
