import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8, p=1). That needs
 * 128 MiB per hash, above node's 32 MiB default `maxmem`, hence the raised limit.
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so the cost can be raised later and old
 * hashes still verify.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const optionsFor = (log2N: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** log2N,
  r,
  p,
  maxmem: 2 * 128 * r * 2 ** log2N,
});

/**
 * The stored hash of `password`. `log2N` is for tests only (the API suites' template stores its
 * demo users at a lower cost: test/helpers/passwords.ts); the API always hashes at LOG2_N.
 */
export async function hashPassword(password: string, log2N = LOG2_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, optionsFor(log2N, R, P));
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, optionsFor(Number(log2N), Number(r), Number(p)));
  return timingSafeEqual(actual, expected);
}

/**
 * A hash that never matches, verified when the login id is unknown so that an unknown account
 * takes as long to refuse as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
