import { hashPassword, verifyPassword } from '../../src/lib/passwords';
import { testCostHash } from '../helpers/passwords';

/*
 * Production hashes at the OWASP cost; the API test template stores its demo users' hashes at a
 * lower cost (helpers/passwords.ts), which the same verifyPassword must read from the stored hash.
 */
describe('password hashes', () => {
  test('hashPassword stores scrypt at OWASP cost (N=2^17, r=8, p=1), salted, and verifies only its password', async () => {
    const first = await hashPassword('Correct horse 1');
    const second = await hashPassword('Correct horse 1');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Correct horse 1', first)).toBe(true);
    expect(await verifyPassword('Correct horse 2', first)).toBe(false);
  });

  test("a hash stored at another cost (the test template's) verifies at that cost", async () => {
    const stored = await testCostHash('Correct horse 1');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('Correct horse 1', stored)).toBe(true);
    expect(await verifyPassword('Correct horse 2', stored)).toBe(false);
  });
});
