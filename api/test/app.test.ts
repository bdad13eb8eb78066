import { SignJWT, decodeJwt } from 'jose';
import Fastify, { type RouteShorthandOptions } from 'fastify';
import { buildApp } from '../src/app';
import { helmetPlugin } from '../src/plugins/external/helmet';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the API shell', () => {
  test('GET /api/health answers { status: "ok" } without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test("DESIGN §3: an unknown route answers the error envelope with 404 'NOT_FOUND'", async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'No route for GET /api/no-such-thing' });
  });

  test('DESIGN §3: the OpenAPI document lists every call of SPEC §7 and the first lists', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/refreshToken',
        '/api/auth/logout',
        '/api/session/downloadUrl',
        '/api/organization/orgNetworkConfiguration',
        '/api/reservation/filter/companyNames',
        '/api/organization/getOrgByUser',
        '/api/organization/getAllOrganization',
        '/api/user/updatePassword/{userId}',
        '/api/user/{userId}',
        '/api/user/update/{userId}',
        '/api/organization/{saasOrgId}',
        '/api/parkingLots',
        '/api/reservations',
        '/api/invoices',
        '/api/dashboard/counts',
        '/api/health',
      ]),
    );
  });

  test('DESIGN §3: the browsable API docs UI is served at /api/docs with its own assets (works offline)', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const bundle = await ctx.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  test('a route that declares its own helmet options refuses to start (every answer gets the same recorded headers)', async () => {
    const app = Fastify();
    await app.register(helmetPlugin);
    expect(() => app.get('/x', { helmet: { frameguard: false } } as RouteShorthandOptions, async () => 'x')).toThrow(
      'GET /x: per-route helmet options are not supported',
    );
    await app.close();
  });

  test('every API answer, a 404 too, carries the security headers (helmet), without upgrade-insecure-requests', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  test('the docs UI works over plain HTTP: its CSP does not upgrade asset requests to HTTPS', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  test('DESIGN §5: the console origins (host :8080 and remotes :8081-8084) may call the API (CORS)', async () => {
    for (const origin of ['http://127.0.0.1:8080', 'http://localhost:8083']) {
      const response = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization,x-org-id' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
    // A booking from the console sends Idempotency-Key (DESIGN §7): the preflight must allow it.
    const booking = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/reservations',
      headers: {
        origin: 'http://127.0.0.1:8081',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,x-org-id,idempotency-key',
      },
    });
    expect(booking.statusCode).toBe(204);
    expect(String(booking.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('idempotency-key');
    const stranger = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bad input never causes a 500 (DESIGN §3)', () => {
  test("a body that is not JSON answers 400 'Request body is not valid JSON'", async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"loginId": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Request body is not valid JSON' });
  });

  test('a body sent as another media type answers 400 VALIDATION_FAILED', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload: 'loginId=a' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  test('an empty JSON body answers 400 with a message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toMatch(/body/i);
  });

  test('a JSON array instead of an object answers 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Request body must be a JSON object');
  });

  test('a body over 1 MiB answers 413, not a crash', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'x'.repeat(1_100_000), password: 'x' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('every route has a coarse per-address limit (RATE_LIMIT_MAX)', () => {
  test("over the limit answers 429 'TOO_MANY_REQUESTS' in the error envelope", async () => {
    const limited = await ctx.withConfig({ globalRateLimit: 2 });
    const codes = [];
    for (let n = 0; n < 3; n += 1) codes.push((await limited.inject({ url: '/api/health', remoteAddress: '10.7.7.7' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const response = await limited.inject({ url: '/api/health', remoteAddress: '10.7.7.7' });
    expect(response.json()).toEqual({
      statusCode: 429,
      errorCode: 'TOO_MANY_REQUESTS',
      errorMessage: expect.stringMatching(/^Too many requests\. Try again in /),
    });
  });
});

describe('server errors (CONVENTIONS: 5xx answers carry a generic message, details go to the log)', () => {
  test("a failing database answers 500 'INTERNAL_ERROR' with a generic message and no details", async () => {
    const failing = await buildApp({
      config: ctx.config,
      logger: false,
      db: {
        ...ctx.db,
        query: async () => {
          throw new Error('connection to 10.0.0.5 refused: secret detail');
        },
      },
    });
    try {
      const response = await failing.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'Something went wrong on our side. Please try again.' });
      expect(response.body).not.toContain('secret detail');
    } finally {
      await failing.close();
    }
  });
});

describe('authentication of every non-public call (all authenticated calls carry a bearer token)', () => {
  test("no Authorization header answers 401 'UNAUTHORIZED'", async () => {
    const response = await ctx.app.inject({ url: '/api/user/1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHORIZED');
  });

  test("a forged or garbled token answers 401 'UNAUTHORIZED'", async () => {
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const token of ['garbage', forged, '']) {
      const response = await ctx.app.inject({ url: '/api/user/1', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHORIZED');
    }
  });

  test("SPEC §8: an expired access token answers 401 with errorCode 'TOKEN_EXPIRED' (so the client refreshes)", async () => {
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('haulstop-api')
      .setAudience('haulstop-console')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await ctx.app.inject({ url: '/api/user/1', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, errorCode: 'TOKEN_EXPIRED', errorMessage: 'Access token expired' });
  });

  test('ACCESS_TOKEN_TTL_SECONDS sets the token lifetime: a 1-second token expires with TOKEN_EXPIRED, and refresh gives a working one', async () => {
    const shortLived = await ctx.withConfig({ accessTokenTtlSeconds: 1 });
    const login = await shortLived.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'broker@haulstop.test', password: 'Haulstop#2026' } });
    const { token, refreshToken, user } = login.json();
    // The lifetime is in the token itself; asserting it (not a quick first call) keeps the test steady on a busy machine.
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (claims.exp! + 1) * 1000 - Date.now())));
    const stale = await shortLived.inject({ url: `/api/user/${user.userId}`, headers: { authorization: `Bearer ${token}` } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('TOKEN_EXPIRED');
    const refreshed = await shortLived.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const again = await shortLived.inject({ url: `/api/user/${user.userId}`, headers: { authorization: `Bearer ${refreshed.json().token}` } });
    expect(again.statusCode).toBe(200);
  });
});
