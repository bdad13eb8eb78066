import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { conflict, text } from './errors';

export interface Answer<T> {
  statusCode: number;
  body: T;
}

/** Key order does not change the body a client meant, so it does not change the hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const requestHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

class KeyTaken extends Error {}

async function replay<T>(db: Queryable, orgId: number, key: string, hash: string): Promise<Answer<T> | null> {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: T }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE org_id = $1 AND key = $2',
    [orgId, key],
  );
  if (!rows[0]) return null;
  if (rows[0].request_hash !== hash) throw conflict(text('apiErrors.idempotencyKeyReused'), 'IDEMPOTENCY_KEY_REUSED');
  return { statusCode: rows[0].status_code, body: rows[0].response };
}

/**
 * Runs a money/capacity write once per Idempotency-Key (DESIGN §7). The key row is inserted in the
 * write's own transaction: a concurrent request with the same key waits on that row's unique index
 * and, once the first commits, finds it and answers the first answer again.
 */
export async function idempotent<T>(
  db: Db,
  orgId: number,
  key: string | undefined,
  body: unknown,
  write: (tx: Queryable) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  if (!key) return db.transaction(write);
  const hash = requestHash(body);
  const earlier = await replay<T>(db, orgId, key, hash);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (org_id, key, request_hash, status_code, response) VALUES ($1, $2, $3, 0, 'null')
         ON CONFLICT (org_id, key) DO NOTHING`,
        [orgId, key, hash],
      );
      if (claimed.rowCount === 0) throw new KeyTaken();
      const answer = await write(tx);
      await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE org_id = $1 AND key = $2', [
        orgId,
        key,
        answer.statusCode,
        JSON.stringify(answer.body),
      ]);
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await replay<T>(db, orgId, key, hash);
    if (!first) throw error;
    return first;
  }
}
