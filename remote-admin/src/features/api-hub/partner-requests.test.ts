import { curlLine, maskedKey, partnerRequests, tryRequest } from './partner-requests';

const API = 'http://127.0.0.1:8090';
const requests = partnerRequests({ parkingLotId: 6, startAt: '2026-12-03T12:00:00.000Z', reservationId: null, idempotencyKey: 'idem-1' });

describe('the worked example (availability → quote → book → cancel)', () => {
  test('curl lines: the key as a bearer token, JSON bodies, the Idempotency-Key on the booking only, a placeholder until booked', () => {
    expect(curlLine(API, 'hs_k', requests.availability)).toBe(
      'curl -H "Authorization: Bearer hs_k" "http://127.0.0.1:8090/api/availability?parkingLotId=6&duration=24%20hrs&startAt=2026-12-03T12%3A00%3A00.000Z&slots=1"',
    );
    expect(curlLine(API, 'hs_k', requests.book, '$(uuidgen)')).toBe(
      `curl -H "Authorization: Bearer hs_k" -H "Content-Type: application/json" -H "Idempotency-Key: $(uuidgen)" -d '${JSON.stringify(requests.book.body)}' ${API}/api/reservations`,
    );
    expect(requests.quote.idempotencyKey).toBeUndefined();
    expect(requests.cancel.path).toBe('/api/reservations/RESERVATION_ID/cancel');
    expect(partnerRequests({ parkingLotId: 6, startAt: 'x', reservationId: 42, idempotencyKey: 'k' }).cancel.path).toBe('/api/reservations/42/cancel');
  });

  test('Try it sends the pasted key alone (no session cookie, no X-Org-Id) with the Idempotency-Key, and shows the answer pretty-printed', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return { status: 201, statusText: 'Created', text: async () => '{"reservationId":7}' };
    }) as unknown as typeof fetch;
    const result = await tryRequest(API, 'hs_secret', requests.book, fake);
    expect(result).toEqual({ status: 201, statusText: 'Created', body: '{\n  "reservationId": 7\n}' });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${API}/api/reservations`);
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { Authorization: 'Bearer hs_secret', 'Content-Type': 'application/json', 'Idempotency-Key': 'idem-1' },
    });
    expect(JSON.parse(calls[0].init.body as string)).toEqual(requests.book.body);
  });

  test('a network failure is a result, not a throw; a key is shown back by its prefix only', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await tryRequest(API, 'hs_k', requests.availability, failing)).toEqual({ status: 0, statusText: 'Network error', body: 'Failed to fetch' });
    expect(maskedKey('hs_abcdefghijklmnop')).toBe('hs_abcdefg…');
  });
});
