/**
 * The worked example's four calls (availability → quote → book with an Idempotency-Key → cancel),
 * described once: the curl lines and "Try it" are both made from these.
 */
export interface PartnerRequest {
  method: 'GET' | 'POST';
  /** From the API's root, e.g. `/api/reservations`. */
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

export type StepName = 'availability' | 'quote' | 'book' | 'cancel';
export const STEPS: readonly StepName[] = ['availability', 'quote', 'book', 'cancel'];

export function partnerRequests(input: {
  parkingLotId: number;
  startAt: string;
  /** What the booking step answered; a placeholder until then. */
  reservationId: number | null;
  idempotencyKey: string;
}): Record<StepName, PartnerRequest> {
  const window = { parkingLotId: input.parkingLotId, duration: '24 hrs', startAt: input.startAt, slots: 1 };
  const query = new URLSearchParams({ ...window, parkingLotId: String(window.parkingLotId), slots: String(window.slots) });
  return {
    availability: { method: 'GET', path: `/api/availability?${query.toString().replace(/\+/g, '%20')}` },
    quote: { method: 'POST', path: '/api/reservations/quote', body: window },
    book: {
      method: 'POST',
      path: '/api/reservations',
      body: { ...window, entries: [], payment: { method: 'CARD', cardNumber: '4242424242424242' } },
      idempotencyKey: input.idempotencyKey,
    },
    cancel: { method: 'POST', path: `/api/reservations/${input.reservationId ?? 'RESERVATION_ID'}/cancel`, body: {} },
  };
}

/** The request as a curl line a partner can paste into a shell. */
export function curlLine(api: string, key: string, request: PartnerRequest, idempotencyKey = request.idempotencyKey): string {
  const parts = ['curl', `-H "Authorization: Bearer ${key}"`];
  if (request.body !== undefined) parts.push('-H "Content-Type: application/json"');
  if (idempotencyKey) parts.push(`-H "Idempotency-Key: ${idempotencyKey}"`);
  if (request.body !== undefined) parts.push(`-d '${JSON.stringify(request.body)}'`);
  parts.push(request.body === undefined ? `"${api}${request.path}"` : `${api}${request.path}`);
  return parts.join(' ');
}

/** A key as it may be shown back: its prefix only (the whole key stays in the field it was pasted in). */
export const maskedKey = (key: string) => (key.length > 10 ? `${key.slice(0, 10)}…` : key);

export interface TryResult {
  status: number;
  statusText: string;
  body: string;
}

/**
 * Sends one call with the pasted key alone (no console session, no X-Org-Id: the key is the
 * organisation), as the partner's software would. Never throws: a network failure is a result.
 */
export async function tryRequest(api: string, key: string, request: PartnerRequest, fetchImpl: typeof fetch = fetch): Promise<TryResult> {
  const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  try {
    const response = await fetchImpl(`${api}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'omit',
    });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON: shown as it came.
    }
    return { status: response.status, statusText: response.statusText, body };
  } catch (error) {
    return { status: 0, statusText: 'Network error', body: error instanceof Error ? error.message : String(error) };
  }
}
