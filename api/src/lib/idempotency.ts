import { createHash } from 'node:crypto';
import type { Db, Queryable, SqlParam } from '../db/db';
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

/** A claimed key whose answer is not written yet (its request still running, or ended by a crash). */
const UNANSWERED = 0;

async function replay<T>(db: Queryable, orgId: number, key: string, hash: string): Promise<Answer<T> | null> {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: T }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE org_id = $1 AND key = $2',
    [orgId, key],
  );
  if (!rows[0]) return null;
  if (rows[0].request_hash !== hash) throw conflict(text('apiErrors.idempotencyKeyReused'), 'IDEMPOTENCY_KEY_REUSED');
  return { statusCode: rows[0].status_code, body: rows[0].response };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How long a replay waits for the first request's answer (its gateway call) before 409. */
const ANSWER_WAIT_MS = 30_000;

/** The first request's answer once it is written; a replay while it runs waits, then 409 IDEMPOTENCY_KEY_IN_FLIGHT. */
async function answerOf<T>(db: Queryable, orgId: number, key: string, hash: string): Promise<Answer<T> | null> {
  for (const deadline = Date.now() + ANSWER_WAIT_MS; ; await sleep(25)) {
    const earlier = await replay<T>(db, orgId, key, hash);
    if (!earlier || earlier.statusCode !== UNANSWERED) return earlier;
    if (Date.now() > deadline) throw conflict(text('apiErrors.idempotencyKeyInFlight'), 'IDEMPOTENCY_KEY_IN_FLIGHT');
  }
}

/**
 * Runs `write` in one transaction with the claim of `key` for this request: a concurrent request
 * with the same key waits on the key row's unique index, then finds it taken (KeyTaken). What
 * `kept` makes of the write's result (the key row's columns, named here in code) is stored on the
 * row in the same transaction.
 */
async function underClaim<R>(
  db: Db,
  orgId: number,
  key: string,
  hash: string,
  write: (tx: Queryable) => Promise<R>,
  kept: (result: R) => Record<string, SqlParam>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (org_id, key, request_hash, status_code, response) VALUES ($1, $2, $3, ${UNANSWERED}, 'null')
       ON CONFLICT (org_id, key) DO NOTHING`,
      [orgId, key, hash],
    );
    if (claimed.rowCount === 0) throw new KeyTaken();
    const result = await write(tx);
    const columns = Object.entries(kept(result));
    await tx.query(`UPDATE idempotency_keys SET ${columns.map(([column], i) => `${column} = $${i + 3}`).join(', ')} WHERE org_id = $1 AND key = $2`, [
      orgId,
      key,
      ...columns.map(([, value]) => value),
    ]);
    return result;
  });
}

/** A request that lost its key to a concurrent one answers the first's answer (`first`); any other error goes on. */
async function firstAnswer<T>(error: unknown, first: () => Promise<Answer<T> | null>): Promise<Answer<T>> {
  if (!(error instanceof KeyTaken)) throw error;
  const answer = await first();
  if (!answer) throw error;
  return answer;
}

/** Which answer a key claimed beside a hold awaits: a new booking's, a payment retry's or an extension's. */
export type HoldAnswer = 'booking' | 'retry' | 'extend';

/**
 * Writes the answer of the key claimed beside this hold (`idempotentInSteps`), if any, in the
 * transaction that resolves the hold; `answerFor` gives it from the key's organisation and kind.
 */
export async function recordHoldAnswer<T>(
  tx: Queryable,
  reservationId: number,
  answerFor: (claim: { orgId: number; kind: HoldAnswer }) => Promise<Answer<T>>,
): Promise<void> {
  const { rows } = await tx.query<{ org_id: number; key: string; hold_answer: HoldAnswer }>(
    'SELECT org_id, key, hold_answer FROM idempotency_keys WHERE reservation_id = $1 FOR UPDATE',
    [reservationId],
  );
  for (const claim of rows) {
    const answer = await answerFor({ orgId: claim.org_id, kind: claim.hold_answer });
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4, reservation_id = NULL, hold_answer = NULL WHERE org_id = $1 AND key = $2', [
      claim.org_id,
      claim.key,
      answer.statusCode,
      JSON.stringify(answer.body),
    ]);
  }
}

/**
 * `idempotent` for a write in two transactions with a slow call between them (a booking: the hold,
 * the gateway, the answer). The key is claimed in the first transaction beside the hold it names
 * (`hold` answers its reservation id) with the `kind` of answer it awaits; `finish` runs outside it and writes the answer with
 * recordHoldAnswer when it resolves the hold (so does the hold-release job after a crash). A
 * replay gets the first answer; one arriving before it is written waits for it. A refusal in
 * `hold` writes nothing, the key included, as `idempotent` does.
 */
export async function idempotentInSteps<T, H extends { reservationId: number }>(
  db: Db,
  orgId: number,
  key: string | undefined,
  body: unknown,
  kind: HoldAnswer,
  hold: (tx: Queryable) => Promise<H>,
  finish: (held: H) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  if (!key) return finish(await db.transaction(hold));
  const hash = requestHash(body);
  const earlier = await answerOf<T>(db, orgId, key, hash);
  if (earlier) return earlier;
  let held: H;
  try {
    held = await underClaim(db, orgId, key, hash, hold, (result) => ({ reservation_id: result.reservationId, hold_answer: kind }));
  } catch (error) {
    return firstAnswer(error, () => answerOf<T>(db, orgId, key, hash));
  }
  return finish(held);
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
    return await underClaim(db, orgId, key, hash, write, (answer) => ({ status_code: answer.statusCode, response: JSON.stringify(answer.body) }));
  } catch (error) {
    return firstAnswer(error, () => replay<T>(db, orgId, key, hash));
  }
}
