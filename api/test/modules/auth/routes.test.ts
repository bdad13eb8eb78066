import { createTestContext, DEMO_USERS, ORG, type TestContext } from '../../helpers/test-app';

const PASSWORD = 'Haulstop#2026';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (loginId: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password }, remoteAddress });
const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken } });

describe('POST /api/auth/login', () => {
  test('DESIGN §5: every demo user signs in with the demo password and gets their organisations with roles', async () => {
    const expected: Record<string, { orgId: number; role: string; orgType: string }[]> = {
      admin: [{ orgId: ORG.platform, role: 'admin', orgType: 'ADMIN' }],
      owner: [{ orgId: ORG.prairie, role: 'admin', orgType: 'PARKING_LOT_OWNER' }],
      manager: [{ orgId: ORG.prairie, role: 'Manager', orgType: 'PARKING_LOT_OWNER' }],
      carrier: [
        { orgId: ORG.northline, role: 'admin', orgType: 'CARRIER' },
        { orgId: ORG.eastbound, role: 'admin', orgType: 'BROKER' },
      ],
      dispatch: [{ orgId: ORG.northline, role: 'user', orgType: 'CARRIER' }],
      broker: [{ orgId: ORG.eastbound, role: 'admin', orgType: 'BROKER' }],
    };
    for (const [user, orgs] of Object.entries(expected)) {
      const session = await ctx.login(user as keyof typeof DEMO_USERS);
      expect(session.user.loginId).toBe(DEMO_USERS[user as keyof typeof DEMO_USERS]);
      expect(session.organizations.map(({ orgId, role, orgType }) => ({ orgId, role, orgType }))).toEqual(orgs);
    }
  });

  test('the answer has token, refreshToken, user and the full organisation entries the session stores', async () => {
    const session = await ctx.login('carrier');
    expect(session).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.any(String),
      user: { userId: expect.any(Number), loginId: 'carrier@haulstop.test', firstName: 'Priya', lastName: 'Natarajan' },
      organizations: [
        {
          orgId: 3,
          orgName: 'Northline Freight',
          saasOrgId: 3,
          orgType: 'CARRIER',
          usageType: 'CARRIER',
          role: 'admin',
          orgStatus: 'Active',
          isOrgApproved: 'Approved',
          isOrgNetworkConfigEnabled: true,
          logoPath: 'orgs/3/logo.svg',
        },
        {
          orgId: 4,
          orgName: 'Eastbound Brokerage',
          saasOrgId: 4,
          orgType: 'BROKER',
          usageType: 'BROKER',
          role: 'admin',
          orgStatus: 'Active',
          isOrgApproved: 'Approved',
          isOrgNetworkConfigEnabled: false,
          logoPath: 'orgs/4/logo.svg',
        },
      ],
    });
  });

  test('the login id is matched without regard to case or surrounding spaces', async () => {
    const response = await login('  Broker@HaulStop.test ', PASSWORD, '10.0.0.2');
    expect(response.statusCode).toBe(200);
  });

  test("a wrong password answers 401 'INVALID_CREDENTIALS' 'Invalid email or password'", async () => {
    const response = await login('owner@haulstop.test', 'not-the-password', '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Invalid email or password' });
  });

  test('a console sign-in (its language named) hears which field to show it under: the password, for either mistake', async () => {
    for (const [loginId, address] of [
      ['owner@haulstop.test', '10.0.0.5'],
      ['nobody@haulstop.test', '10.0.0.6'],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { loginId, password: 'not-the-password' },
        headers: { 'accept-language': 'en' },
        remoteAddress: address,
      });
      expect(response.json()).toEqual({ statusCode: 401, errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Invalid email or password', errorField: 'password' });
    }
  });

  test('an unknown account answers exactly like a wrong password (no account enumeration)', async () => {
    const response = await login('nobody@haulstop.test', PASSWORD, '10.0.0.4');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Invalid email or password' });
  });

  test('missing fields, wrong types and over-long strings answer 400 VALIDATION_FAILED with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ password: PASSWORD }, 'loginId is required'],
      [{ loginId: 'owner@haulstop.test' }, 'password is required'],
      [{ loginId: 42, password: PASSWORD }, 'loginId must be text'],
      [{ loginId: 'x'.repeat(256), password: PASSWORD }, 'loginId must be under 256 characters'],
      [{ loginId: 'owner@haulstop.test', password: 'p'.repeat(1025) }, 'password must be under 1025 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: message });
    }
  });
});

describe('POST /api/auth/refreshToken (sent without bearer; rotation with reuse detection)', () => {
  test('a refresh token gives a new access token and a new refresh token; both work', async () => {
    const first = (await login('dispatch@haulstop.test', PASSWORD, '10.0.1.1')).json();
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    const me = await ctx.app.inject({ url: `/api/user/${first.user.userId}`, headers: { authorization: `Bearer ${next.token}` } });
    expect(me.statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  test("reusing a rotated refresh token answers 401 'REFRESH_TOKEN_REUSED' and ends the whole sign-in (family)", async () => {
    const first = (await login('dispatch@haulstop.test', PASSWORD, '10.0.1.2')).json();
    const rotated = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errorCode).toBe('REFRESH_TOKEN_REUSED');
    // The legitimate holder's newer token is revoked too: whoever holds a copy is signed out.
    const after = await refresh(rotated.refreshToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('INVALID_REFRESH_TOKEN');
  });

  test('reuse in one sign-in does not end the same user’s other sign-ins', async () => {
    const a = (await login('dispatch@haulstop.test', PASSWORD, '10.0.1.3')).json();
    const b = (await login('dispatch@haulstop.test', PASSWORD, '10.0.1.3')).json();
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  test("an unknown refresh token answers 401 'INVALID_REFRESH_TOKEN'", async () => {
    const response = await refresh('not-a-real-refresh-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, errorCode: 'INVALID_REFRESH_TOKEN', errorMessage: 'Your session has ended. Please sign in again.' });
  });

  test("an expired refresh token answers 401 'INVALID_REFRESH_TOKEN'", async () => {
    const session = (await login('broker@haulstop.test', PASSWORD, '10.0.1.4')).json();
    await ctx.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [session.user.userId]);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('INVALID_REFRESH_TOKEN');
  });

  test('refresh tokens are stored hashed (sha256), never as sent', async () => {
    const session = (await login('manager@haulstop.test', PASSWORD, '10.0.1.5')).json();
    const { rows } = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [session.user.userId]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.token_hash !== session.refreshToken && /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  test('a missing or empty refreshToken answers 400', async () => {
    for (const payload of [{}, { refreshToken: '' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/auth/logout', () => {
  test('logout answers 204 and the refresh token no longer works', async () => {
    const session = (await login('manager@haulstop.test', PASSWORD, '10.0.2.1')).json();
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('INVALID_REFRESH_TOKEN');
  });

  test('logout is idempotent: an unknown token also answers 204', async () => {
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'unknown' } });
    expect(out.statusCode).toBe(204);
  });
});
