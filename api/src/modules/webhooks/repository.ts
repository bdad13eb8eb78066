import type { Language } from '@haulstop/shared/constants';
import type { WebhookDeliveryStatus } from '@haulstop/shared/contracts/webhooks';
import type { Queryable } from '../../db/db';

export interface EndpointRow {
  endpointId: number;
  url: string;
  events: string[];
  /** The lots whose free slots it receives (availability.changed). */
  parkingLotIds: number[];
  description: string | null;
  enabled: boolean;
  secret: string;
  failingSince: Date | null;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const endpointColumns = `id AS "endpointId", url, events, parking_lot_ids AS "parkingLotIds", description, enabled, secret, failing_since AS "failingSince",
  disabled_reason AS "disabledReason", created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function listEndpoints(db: Queryable, orgId: number): Promise<EndpointRow[]> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${endpointColumns} FROM webhook_endpoints WHERE org_id = $1 ORDER BY id`, [orgId]);
  return rows;
}

export async function findEndpoint(db: Queryable, orgId: number, endpointId: number): Promise<EndpointRow | undefined> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${endpointColumns} FROM webhook_endpoints WHERE id = $1 AND org_id = $2`, [endpointId, orgId]);
  return rows[0];
}

export async function insertEndpoint(
  db: Queryable,
  orgId: number,
  input: { url: string; events: string[]; parkingLotIds: number[]; description: string | null; enabled: boolean; secret: string; language: Language },
): Promise<EndpointRow> {
  const { rows } = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (org_id, url, events, parking_lot_ids, description, enabled, secret, language)
     VALUES ($1, $2, $3::text[], $4::int[], $5, $6, $7, $8) RETURNING ${endpointColumns}`,
    [orgId, input.url, input.events, input.parkingLotIds, input.description, input.enabled, input.secret, input.language],
  );
  return rows[0];
}

/** Enabling (again) forgets the run of failures and why it was disabled. */
export async function updateEndpoint(
  db: Queryable,
  orgId: number,
  endpointId: number,
  input: { url: string; events: string[]; parkingLotIds: number[]; description: string | null; enabled: boolean },
): Promise<EndpointRow | undefined> {
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET url = $3, events = $4::text[], description = $5, enabled = $6, parking_lot_ids = $7::int[], updated_at = now(),
            failing_since = CASE WHEN $6 AND NOT enabled THEN NULL ELSE failing_since END,
            disabled_reason = CASE WHEN $6 THEN NULL ELSE disabled_reason END
      WHERE id = $1 AND org_id = $2 RETURNING ${endpointColumns}`,
    [endpointId, orgId, input.url, input.events, input.description, input.enabled, input.parkingLotIds],
  );
  return rows[0];
}

export async function deleteEndpoint(db: Queryable, orgId: number, endpointId: number): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM webhook_endpoints WHERE id = $1 AND org_id = $2`, [endpointId, orgId]);
  return rowCount > 0;
}

/** The new secret signs from now; the old one signs beside it for `graceHours`. */
export async function rotateSecret(db: Queryable, orgId: number, endpointId: number, secret: string, graceHours: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_until = now() + make_interval(hours => $4::int), secret = $3, updated_at = now()
      WHERE id = $1 AND org_id = $2`,
    [endpointId, orgId, secret, graceHours],
  );
  return rowCount > 0;
}

/** One event sent to one endpoint only (the test button and the sandbox). */
export async function insertDirectEvent(db: Queryable, endpointId: number, event: { id: string; type: string; body: string }): Promise<number> {
  const { rows } = await db.query<{ deliveryId: number }>(
    `WITH e AS (INSERT INTO webhook_events (id, type, body) VALUES ($2, $3, $4) RETURNING seq)
     INSERT INTO webhook_deliveries (event_seq, endpoint_id, next_attempt_at) SELECT seq, $1, now() FROM e RETURNING id AS "deliveryId"`,
    [endpointId, event.id, event.type, event.body],
  );
  return rows[0].deliveryId;
}

export interface AttemptRow {
  /** Text: the attempts are built into JSON by the database, which writes the instant as text. */
  attemptedAt: string;
  responseStatus: number | null;
  durationMs: number;
  responseBytes: number | null;
  responseContentType: string | null;
  error: string | null;
}

export interface DeliveryRow {
  deliveryId: number;
  endpointId: number;
  url: string;
  eventId: string;
  eventType: string;
  payload: string;
  attempts: number;
  status: WebhookDeliveryStatus;
  lastResponseStatus: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attemptLog: AttemptRow[];
}

export async function listDeliveries(
  db: Queryable,
  orgId: number,
  filter: { endpointId?: number; status?: string; offset: number; size: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const params: (string | number)[] = [orgId];
  const where = ['p.org_id = $1'];
  if (filter.endpointId !== undefined) where.push(`d.endpoint_id = $${params.push(filter.endpointId)}`);
  if (filter.status) where.push(`d.status = $${params.push(filter.status)}`);
  const from = `FROM webhook_deliveries d JOIN webhook_endpoints p ON p.id = d.endpoint_id JOIN webhook_events e ON e.seq = d.event_seq WHERE ${where.join(' AND ')}`;
  const [{ rows }, count] = await Promise.all([
    db.query<DeliveryRow>(
      `SELECT d.id AS "deliveryId", d.endpoint_id AS "endpointId", p.url, e.id AS "eventId", e.type AS "eventType", e.body AS payload,
              d.attempts, d.status, d.last_response_status AS "lastResponseStatus", d.last_attempt_at AS "lastAttemptAt",
              d.next_attempt_at AS "nextAttemptAt", d.created_at AS "createdAt",
              COALESCE((SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'responseStatus', a.response_status, 'durationMs', a.duration_ms,
                                                          'responseBytes', a.response_bytes, 'responseContentType', a.response_content_type,
                                                          'error', a.error) ORDER BY a.id)
                          FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS "attemptLog"
         ${from} ORDER BY d.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, filter.offset, filter.size],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
  ]);
  return { rows, total: count.rows[0].total };
}

/** Sends it again from the start of the schedule, whatever its state. */
export async function redeliver(db: Queryable, orgId: number, deliveryId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhook_deliveries d SET status = 'Pending', schedule_step = 0, next_attempt_at = now(), leased_until = NULL
      FROM webhook_endpoints p WHERE d.id = $1 AND p.id = d.endpoint_id AND p.org_id = $2`,
    [deliveryId, orgId],
  );
  return rowCount > 0;
}

export interface DueDelivery {
  deliveryId: number;
  endpointId: number;
  url: string;
  secrets: string[];
  eventId: string;
  body: string;
  scheduleStep: number;
}

/**
 * Claims due deliveries for `leaseSeconds` (run under the job's advisory lock, so two replicas
 * never claim one delivery). A delivery waits while an earlier event with its ordering key (one
 * reservation) is still pending to that endpoint: in order per reservation.
 */
export async function claimDue(db: Queryable, leaseSeconds: number, limit: number): Promise<DueDelivery[]> {
  const { rows } = await db.query<DueDelivery>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d
         JOIN webhook_events e ON e.seq = d.event_seq
         JOIN webhook_endpoints p ON p.id = d.endpoint_id
        WHERE d.status = 'Pending' AND d.next_attempt_at <= now() AND (d.leased_until IS NULL OR d.leased_until < now()) AND p.enabled
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries d2 JOIN webhook_events e2 ON e2.seq = d2.event_seq
             WHERE d2.endpoint_id = d.endpoint_id AND d2.status = 'Pending' AND d2.event_seq < d.event_seq
               AND e.ordering_key IS NOT NULL AND e2.ordering_key = e.ordering_key)
        ORDER BY d.event_seq LIMIT $2),
     claimed AS (
       UPDATE webhook_deliveries d SET leased_until = now() + make_interval(secs => $1::int) FROM due WHERE d.id = due.id
       RETURNING d.id, d.endpoint_id, d.event_seq, d.schedule_step)
     SELECT c.id AS "deliveryId", c.endpoint_id AS "endpointId", p.url, e.id AS "eventId", e.body, c.schedule_step AS "scheduleStep",
            CASE WHEN p.previous_secret IS NOT NULL AND p.previous_secret_until > now() THEN ARRAY[p.secret, p.previous_secret] ELSE ARRAY[p.secret] END AS secrets
       FROM claimed c JOIN webhook_endpoints p ON p.id = c.endpoint_id JOIN webhook_events e ON e.seq = c.event_seq
      ORDER BY c.event_seq`,
    [leaseSeconds, limit],
  );
  return rows;
}

export async function recordAttempt(
  db: Queryable,
  deliveryId: number,
  result: { status: number | null; durationMs: number; bytes: number | null; contentType: string | null; error: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_attempts (delivery_id, response_status, duration_ms, response_bytes, response_content_type, error) VALUES ($1, $2, $3, $4, $5, $6)`,
    [deliveryId, result.status, result.durationMs, result.bytes, result.contentType, result.error],
  );
}

export async function markDelivered(db: Queryable, delivery: DueDelivery, status: number): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = 'Delivered', attempts = attempts + 1, last_attempt_at = now(), last_response_status = $2,
            next_attempt_at = NULL, leased_until = NULL WHERE id = $1`,
    [delivery.deliveryId, status],
  );
  await db.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [delivery.endpointId]);
}

/** A failed attempt: the next one after `delayMs`, or none (Failed) when the schedule is spent. */
export async function markFailed(db: Queryable, delivery: DueDelivery, status: number | null, delayMs: number | null): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(), last_response_status = $2, leased_until = NULL,
            status = CASE WHEN $3::int IS NULL THEN 'Failed' ELSE 'Pending' END,
            schedule_step = schedule_step + 1,
            next_attempt_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(secs => $3::int / 1000.0) END
      WHERE id = $1`,
    [delivery.deliveryId, status, delayMs],
  );
}

/**
 * Notes a failure on the endpoint; one failing for `days` days on end is disabled. Answers the
 * endpoint when this call disabled it (its organisation's admins are then told).
 */
export async function noteEndpointFailure(
  db: Queryable,
  endpointId: number,
  days: number,
): Promise<{ orgId: number; orgName: string; url: string; language: Language } | undefined> {
  await db.query(`UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now()) WHERE id = $1`, [endpointId]);
  const { rows } = await db.query<{ orgId: number; orgName: string; url: string; language: Language }>(
    `UPDATE webhook_endpoints p SET enabled = false, disabled_reason = 'Failing for ' || $2::int || ' days', updated_at = now()
       FROM organizations o
      WHERE p.id = $1 AND o.id = p.org_id AND p.enabled AND p.failing_since <= now() - make_interval(days => $2::int)
      RETURNING p.org_id AS "orgId", o.name AS "orgName", p.url, p.language`,
    [endpointId, days],
  );
  return rows[0];
}

export async function adminEmails(db: Queryable, orgId: number): Promise<string[]> {
  const { rows } = await db.query<{ loginId: string }>(
    `SELECT u.login_id AS "loginId" FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.role = 'admin' AND u.status = 'Active' ORDER BY u.id`,
    [orgId],
  );
  return rows.map((row) => row.loginId);
}

/** The enabled endpoints that want availability.changed, with the lots each watches. */
export async function availabilityWatches(db: Queryable): Promise<{ endpointId: number; parkingLotIds: number[] }[]> {
  const { rows } = await db.query<{ endpointId: number; parkingLotIds: number[] }>(
    `SELECT id AS "endpointId", parking_lot_ids AS "parkingLotIds" FROM webhook_endpoints
      WHERE enabled AND 'availability.changed' = ANY (events) AND cardinality(parking_lot_ids) > 0 ORDER BY id`,
  );
  return rows;
}

/** What was last sent to these endpoints, as "endpoint:lot" → free slots. */
export async function availabilitySent(db: Queryable, endpointIds: readonly number[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ endpointId: number; lotId: number; availableSlots: number }>(
    `SELECT endpoint_id AS "endpointId", lot_id AS "lotId", available_slots AS "availableSlots" FROM webhook_availability_sent WHERE endpoint_id = ANY ($1::int[])`,
    [endpointIds],
  );
  return new Map(rows.map((r) => [`${r.endpointId}:${r.lotId}`, r.availableSlots]));
}

export async function recordAvailabilitySent(db: Queryable, endpointId: number, lotId: number, availableSlots: number): Promise<void> {
  await db.query(
    `INSERT INTO webhook_availability_sent (endpoint_id, lot_id, available_slots) VALUES ($1, $2, $3)
     ON CONFLICT (endpoint_id, lot_id) DO UPDATE SET available_slots = EXCLUDED.available_slots, sent_at = now()`,
    [endpointId, lotId, availableSlots],
  );
}
