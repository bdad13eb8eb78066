import { DEMO_PASSWORD } from '../../src/db/seed-data';
import type { Queryable } from '../../src/db/db';
import { hashPassword } from '../../src/lib/passwords';

/**
 * The seed hashes every demo password at the production cost (scrypt N=2^17: ~1 s of CPU a
 * hash on these machines), and each test file signs its users in, so the API suite spent minutes
 * of CPU in scrypt. The template's demo users get hashes at N=2^10 instead: the stored format
 * carries its cost (src/lib/passwords.ts), so the API verifies them with the same code, in ~2 ms.
 * Production's cost is unchanged and tested: test/lib/passwords.test.ts for hashPassword, and
 * test/db/migrations.test.ts, which restores the seed's own hashes (`seededPasswords`), for the seed.
 */
const TEST_LOG2_N = 10;

/** A hash in src/lib/passwords.ts's stored format, at the test cost. */
export const testCostHash = (password: string): Promise<string> => hashPassword(password, TEST_LOG2_N);

/** Where globalSetup keeps the seed's own hashes (login id → hash) for a file that asserts on them. */
export const SEEDED_HASHES_FILE = 'seeded-password-hashes.json';

/**
 * Replaces the seeded users' hashes (all of DEMO_PASSWORD, seed.ts and seed-signup.ts) with
 * test-cost hashes of the same password; returns the seed's hashes by login id.
 */
export async function lowerSeededPasswordCost(db: Queryable): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: number; loginId: string; passwordHash: string }>(
    'SELECT id, login_id AS "loginId", password_hash AS "passwordHash" FROM users ORDER BY id',
  );
  for (const row of rows) await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await testCostHash(DEMO_PASSWORD), row.id]);
  return Object.fromEntries(rows.map((row) => [row.loginId, row.passwordHash]));
}

/** Puts the seed's own hashes back (saved by globalSetup). */
export async function restoreSeededPasswords(db: Queryable, hashes: Record<string, string>): Promise<void> {
  for (const [loginId, hash] of Object.entries(hashes)) await db.query('UPDATE users SET password_hash = $1 WHERE login_id = $2', [hash, loginId]);
}
