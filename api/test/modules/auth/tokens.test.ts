import { signAccessToken, verifyAccessToken } from '../../../src/modules/auth/tokens';

// Access tokens that verified are remembered by their text (tokens.ts): these rules must hold for a remembered one too.
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const SESSION = '00000000-0000-4000-8000-000000000001';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { statusCode?: number; errorCode?: string }) => `${error.statusCode} ${error.errorCode}`,
  );

describe('access token verification (remembered once verified)', () => {
  // The clock is set, not waited on: a real 1 s token signed late in a second (iat is whole seconds) could expire
  // before its first check on a loaded machine (CI once failed that way).
  afterEach(() => jest.useRealTimers());

  test('a token verified once is still refused with TOKEN_EXPIRED once its exp has passed', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12, 0, 0, 100), doNotFake: ['nextTick', 'queueMicrotask'] });
    const token = await signAccessToken(SECRET, { userId: 2, sessionId: SESSION }, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual({ userId: 2, sessionId: SESSION });
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    jest.setSystemTime(exp * 1000 - 1);
    expect(await verifyAccessToken(SECRET, token)).toEqual({ userId: 2, sessionId: SESSION });
    jest.setSystemTime(exp * 1000 + 50);
    expect(await refusal(verifyAccessToken(SECRET, token))).toBe('401 TOKEN_EXPIRED');
  });

  test('a token one character away from a remembered one (signature or claims) is refused', async () => {
    const token = await signAccessToken(SECRET, { userId: 2, sessionId: SESSION }, 600);
    await verifyAccessToken(SECRET, token);
    const [head, body, mac] = token.split('.');
    const otherMac = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const otherBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await refusal(verifyAccessToken(SECRET, `${head}.${body}.${otherMac}`))).toBe('401 UNAUTHORIZED');
    expect(await refusal(verifyAccessToken(SECRET, `${head}.${otherBody}.${mac}`))).toBe('401 UNAUTHORIZED');
    expect(await verifyAccessToken(SECRET, token)).toEqual({ userId: 2, sessionId: SESSION });
  });

  test('a token remembered under one secret is refused under another (a changed JWT_SECRET)', async () => {
    const token = await signAccessToken(SECRET, { userId: 2, sessionId: SESSION }, 600);
    await verifyAccessToken(SECRET, token);
    expect(await refusal(verifyAccessToken(`${SECRET}-rotated`, token))).toBe('401 UNAUTHORIZED');
  });
});
