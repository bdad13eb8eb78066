import http from 'node:http';
import net from 'node:net';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { translate } from '../src/lib/i18n';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

/**
 * The edges an attacker or a broken client reaches first: every error answer carries
 * the DESIGN §3 envelope, bad input is a 4xx and never a 500, and a signed-out token stops at once.
 * These go over a real socket: Node's HTTP parser answers some of them before Fastify runs.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(() => ctx.close());

type Answer = { status: number; json: { statusCode: number; errorCode: string; errorMessage: string } };
function send(path: string, options: { headers?: Record<string, string>; method?: string; body?: string; to?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: options.to ?? port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    if (options.body) request.write(options.body);
    request.end();
  });
}
const bearer = async () => ({ authorization: `Bearer ${(await ctx.login('admin')).token}` });
const expectEnvelope = (answer: Answer, status: number, errorCode: string) => {
  expect(answer.status).toBe(status);
  expect(answer.json).toEqual({ statusCode: status, errorCode, errorMessage: expect.stringMatching(/\w+/) });
};

describe('Fastify and Node errors carry the error envelope (DESIGN §3)', () => {
  test('bad percent-encoding in the path answers 400 BAD_URL', async () => {
    expectEnvelope(await send('/api/user/%E0%A4%A', { headers: await bearer() }), 400, 'BAD_URL');
  });
  test('an over-long path parameter answers 414 URI_TOO_LONG', async () => {
    expectEnvelope(await send(`/api/user/${'1'.repeat(200)}`, { headers: await bearer() }), 414, 'URI_TOO_LONG');
  });
  test('a body over the limit answers 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ loginId: 'x'.repeat(2_000_000), password: 'y' });
    expectEnvelope(await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), 413, 'PAYLOAD_TOO_LARGE');
  });
  test('an address or headers over the size limit answer 431 HEADERS_TOO_LARGE', async () => {
    expectEnvelope(await send(`/api/health?x=${'a'.repeat(100_000)}`), 431, 'HEADERS_TOO_LARGE');
    expectEnvelope(await send('/api/health', { headers: { 'x-big': 'a'.repeat(20_000) } }), 431, 'HEADERS_TOO_LARGE');
  });
});

/**
 * "A person sees words in their language". The refusals Fastify and Node's parser make
 * before any route runs answer the same envelope, in the request's Accept-Language.
 */
describe("the edge refusals in the request's language (Accept-Language)", () => {
  const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
  const spanish = { 'accept-language': 'es' };
  const expectWords = (answer: Answer, status: number, errorCode: string, language: 'fr' | 'es', key: string) => {
    expectEnvelope(answer, status, errorCode);
    expect(answer.json.errorMessage).toBe(translate(language, key));
    expect(answer.json.errorMessage).not.toBe(translate('en', key));
  };
  test('a body over the limit: 413 in French', async () => {
    const body = JSON.stringify({ loginId: 'x'.repeat(2_000_000), password: 'y' });
    const answer = await send('/api/auth/login', { method: 'POST', headers: { ...french, 'content-type': 'application/json' }, body });
    expectWords(answer, 413, 'PAYLOAD_TOO_LARGE', 'fr', 'apiErrors.request.bodyTooLarge');
    expect(answer.json.errorMessage).toBe('Le contenu de la requête est trop volumineux');
  });
  test('bad percent-encoding: BAD_URL in Spanish', async () => {
    expectWords(await send('/api/user/%E0%A4%A', { headers: { ...spanish, ...(await bearer()) } }), 400, 'BAD_URL', 'es', 'apiErrors.request.badUrl');
  });
  test('a body that is not JSON, and one that is not sent as JSON, in French', async () => {
    const post = (contentType: string, body: string) => send('/api/auth/login', { method: 'POST', headers: { ...french, 'content-type': contentType }, body });
    expectWords(await post('application/json', '{"loginId": '), 400, 'VALIDATION_FAILED', 'fr', 'apiErrors.invalidJson');
    expectWords(await post('application/xml', '<loginId/>'), 400, 'VALIDATION_FAILED', 'fr', 'apiErrors.request.notJson');
  });
  test('an address no route answers: 404 in Spanish, naming the address', async () => {
    const answer = await send('/api/no-such-thing?x=1', { headers: spanish });
    expectEnvelope(answer, 404, 'NOT_FOUND');
    expect(answer.json.errorMessage).toBe('No hay ninguna ruta para GET /api/no-such-thing');
  });
  test("headers over the size limit: 431 in the language the headers name (Node's parser answers it)", async () => {
    const answer = await send('/api/health', { headers: { ...french, 'x-big': 'a'.repeat(20_000) } });
    expectWords(answer, 431, 'HEADERS_TOO_LARGE', 'fr', 'apiErrors.request.headersTooLarge');
  });
  test('a request that stalls: 408 in Spanish', async () => {
    const slow = await ctx.withConfig({ requestTimeoutSeconds: 1 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const slowPort = (slow.server.address() as net.AddressInfo).port;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(slowPort, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nAccept-Language: es\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"loginId"',
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 408,
      errorCode: 'REQUEST_TIMEOUT',
      errorMessage: 'La solicitud tardó demasiado en llegar',
    });
  });
  test('a malformed request line: 400 in French when its headers say so', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nAccept-Language: fr\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      errorCode: 'BAD_REQUEST',
      errorMessage: 'La requête est mal formée',
    });
  });
});

describe('a request without a Host header', () => {
  test("answers 400 with the envelope, not Node's bare 400 with an empty body", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      errorCode: 'BAD_REQUEST',
      errorMessage: expect.stringMatching(/Host/),
    });
  });
});

describe('bad input is a 400, never a 500', () => {
  test('a NUL character in a JSON body answers 400 (it would be SQLSTATE 22021 in PostgreSQL)', async () => {
    const body = JSON.stringify({ loginId: 'a\u0000b@haulstop.test', password: 'whatever' });
    expectEnvelope(await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), 400, 'VALIDATION_FAILED');
    const { user } = await ctx.login('admin');
    const profile = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/user/update/${user.userId}?orgId=1`,
      payload: { email: user.loginId, firstName: 'A\u0000', lastName: 'B' },
    });
    expect([profile.statusCode, profile.json().errorMessage]).toEqual([400, 'Text must not contain NUL characters']);
  });
  test('a NUL character in the query answers 400', async () => {
    expectEnvelope(await send('/api/organization/getAllOrganization?search=a%00b', { headers: await bearer() }), 400, 'VALIDATION_FAILED');
  });
  test.each(['0x1', '+1', '1e0', '%201', '1.0'])('an id written as %s answers 400, not the record of id 1', async (id) => {
    expectEnvelope(await send(`/api/user/${id}`, { headers: await bearer() }), 400, 'VALIDATION_FAILED');
  });
  test.each(['0x1', '+1', '1e1', '-0x0'])('paging written as page=%s answers 400', async (page) => {
    expectEnvelope(await send(`/api/reservations?page=${encodeURIComponent(page)}`, { headers: await bearer() }), 400, 'VALIDATION_FAILED');
  });
  test.each(['0x2', '+2', '2e0', '2.0'])('X-Org-Id written as %j answers 400', async (orgId) => {
    expectEnvelope(await send('/api/reservations', { headers: { ...(await bearer()), 'x-org-id': orgId } }), 400, 'VALIDATION_FAILED');
  });
  test('plain decimals still work: /api/user/1 and page=0', async () => {
    expect((await send('/api/user/1', { headers: await bearer() })).status).toBe(200);
    expect((await send('/api/reservations?page=0&size=10', { headers: await bearer() })).status).toBe(200);
  });
});

describe('access tokens', () => {
  interface Signing {
    alg?: string;
    issuer?: string;
    audience?: string;
    secret?: string;
    issuedAt?: boolean;
  }
  /** A token for user 1 signed as the API signs its own, but for what `signing` changes. */
  const sign = (
    claims: { sid?: string; exp?: boolean },
    { alg = 'HS256', issuer = 'haulstop-api', audience = 'haulstop-console', secret = TEST_JWT_SECRET, issuedAt = true }: Signing = {},
  ) => {
    let jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {}).setProtectedHeader({ alg }).setSubject('1').setIssuer(issuer).setAudience(audience);
    if (issuedAt) jwt = jwt.setIssuedAt();
    if (claims.exp) jwt = jwt.setExpirationTime('10m');
    return jwt.sign(new TextEncoder().encode(secret));
  };
  /** A forgery: a ten-minute token without an issued-at, signed as `signing` says. */
  const forgery = (sid: string | undefined, signing: Signing = {}) => sign({ sid, exp: true }, { issuedAt: false, ...signing });

  test('a correctly signed token without exp is refused (401)', async () => {
    const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'admin@haulstop.test', password: 'Haulstop#2026' } });
    const { token } = session.json() as { token: string };
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const withExp = await ctx.app.inject({ url: '/api/user/1', headers: { authorization: `Bearer ${await sign({ sid, exp: true })}` } });
    expect(withExp.statusCode).toBe(200);
    const noExp = await ctx.app.inject({ url: '/api/user/1', headers: { authorization: `Bearer ${await sign({ sid })}` } });
    expect([noExp.statusCode, noExp.json().errorCode]).toEqual([401, 'UNAUTHORIZED']);
  });

  // Only our HS256 tokens pass: the verifier is fast-jwt's, and these are the forgeries it must refuse.
  test.each([
    [
      'alg none',
      async (sid: string) =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', sid, iss: 'haulstop-api', aud: 'haulstop-console', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.`,
    ],
    ['HS512 with the right secret', (sid: string) => forgery(sid, { alg: 'HS512' })],
    ['another issuer', (sid: string) => forgery(sid, { issuer: 'someone-else' })],
    ['another audience', (sid: string) => forgery(sid, { audience: 'partner' })],
    ['another secret', (sid: string) => forgery(sid, { secret: 'not-the-secret-not-the-secret-123' })],
    ['no sid', () => forgery(undefined)],
    [
      'a payload changed after signing',
      async (sid: string) => {
        const [head, , mac] = (await sign({ sid, exp: true })).split('.');
        return `${head}.${Buffer.from(JSON.stringify({ sub: '2', sid, iss: 'haulstop-api', aud: 'haulstop-console', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.${mac}`;
      },
    ],
  ])('a token with %s answers 401 UNAUTHORIZED', async (_what, forge) => {
    const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'admin@haulstop.test', password: 'Haulstop#2026' } });
    const sid = JSON.parse(Buffer.from((session.json() as { token: string }).token.split('.')[1], 'base64url').toString()).sid as string;
    const answer = await ctx.app.inject({ url: '/api/user/1', headers: { authorization: `Bearer ${await forge(sid)}` } });
    expect([answer.statusCode, answer.json().errorCode]).toEqual([401, 'UNAUTHORIZED']);
  });

  async function freshSession() {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'broker@haulstop.test', password: 'Haulstop#2026' } });
    return answer.json() as { token: string; refreshToken: string; user: { userId: number } };
  }
  const read = (token: string, app: FastifyInstance = ctx.app) => app.inject({ url: '/api/reservations', headers: { authorization: `Bearer ${token}` } });

  test('after logout the access token stops working at once, on every API replica', async () => {
    const session = await freshSession();
    const replica = await ctx.withConfig({});
    expect((await read(session.token)).statusCode).toBe(200);
    expect((await read(session.token, replica)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } });
    for (const app of [ctx.app, replica]) {
      const after = await read(session.token, app);
      expect([after.statusCode, after.json().errorCode]).toEqual([401, 'SESSION_ENDED']);
    }
  });

  test('when a refresh token is reused the family is revoked and its access tokens stop too', async () => {
    const session = await freshSession();
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken: session.refreshToken } });
    const rotated = first.json() as { token: string };
    expect((await read(rotated.token)).statusCode).toBe(200);
    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken: session.refreshToken } });
    expect(reuse.statusCode).toBe(401);
    expect((await read(rotated.token)).statusCode).toBe(401);
    expect((await read(session.token)).statusCode).toBe(401);
  });

  test('a rotated (still live) sign-in keeps working', async () => {
    const session = await freshSession();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken: session.refreshToken } });
    expect((await read(session.token)).statusCode).toBe(200);
  });
});

describe('timeouts', () => {
  test('a request that announces a body and stalls is cut off with 408 (REQUEST_TIMEOUT_SECONDS)', async () => {
    const slow = await ctx.withConfig({ requestTimeoutSeconds: 1 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const slowPort = (slow.server.address() as net.AddressInfo).port;
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(slowPort, '127.0.0.1', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"loginId"');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"errorCode":"REQUEST_TIMEOUT"');
  });
});

describe('keep-alive connections (the server the API makes for itself)', () => {
  it("stay open for Fastify's 72 s, not Node's 5 s: a client reusing one after 5 s idle got a reset", async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(String(response.headers['keep-alive'])));
          })
          .on('error', reject);
      });
      // What the server tells a client how long an idle connection stays usable.
      expect(keepAlive).toBe('timeout=72');
    } finally {
      agent.destroy();
    }
  });
});
