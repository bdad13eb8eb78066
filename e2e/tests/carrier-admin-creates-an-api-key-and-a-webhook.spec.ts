import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { USERS, signIn, openFromMenu } from './support';

const API = 'http://127.0.0.1:8090';

/** The partner's receiver: every webhook request it gets, headers and body. */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/haulstop`;
});
test.afterAll(() => new Promise((resolve) => receiver.close(resolve)));

test('a carrier admin creates an API key, sees it once, books with it, adds a webhook endpoint, pings it, reads the log and redelivers (DESIGN §8)', async ({
  page,
}) => {
  await signIn(page, USERS.carrier);
  await openFromMenu(page, 'API hub');
  await expect(page.getByRole('link', { name: 'API reference (OpenAPI)' })).toHaveAttribute('href', `${API}/api/docs`);

  // Create a key: shown once, with the worked example filled in with it.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // A name of this run's own: a retry finds the first attempt's key in the list too.
  const keyName = `Dispatch TMS ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(keyName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const key = (await page.getByTestId('new-api-key').textContent())!.trim();
  expect(key).toMatch(/^hs_/);
  await expect(page.getByText(`Authorization: Bearer ${key}`).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(keyName) })).toContainText(key.slice(0, 10));

  // The partner's software books with the key, as the worked example does: no X-Org-Id, an Idempotency-Key.
  const headers = { authorization: `Bearer ${key}` };
  const lots = await page.request.get(`${API}/api/parkingLots?size=20`, { headers });
  expect(lots.status()).toBe(200);
  const lot = (await lots.json()).content.find((l: { status: string; currency: string }) => l.status === 'Active' && l.currency === 'USD');
  const start = new Date(Date.now() + 40 * 86_400_000);
  start.setUTCHours(12, 0, 0, 0);
  const startAt = start.toISOString();
  const availability = await page.request.get(`${API}/api/availability?parkingLotId=${lot.parkingLotId}&startAt=${startAt}&duration=24%20hrs&slots=1`, {
    headers,
  });
  expect(availability.status()).toBe(200);
  const body = {
    parkingLotId: lot.parkingLotId,
    duration: '24 hrs',
    startAt,
    slots: 1,
    entries: [],
    payment: { method: 'CARD', cardNumber: '4242424242424242' },
  };
  const booked = await page.request.post(`${API}/api/reservations`, { headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}` }, data: body });
  expect(booked.status()).toBe(201);

  // Shown once: after a reload the key is nowhere on the page, and the list says it was used.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'API hub' })).toBeVisible();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(keyName) })).toContainText('from');

  // A webhook endpoint on the partner's receiver, then a ping.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const endpointDialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await endpointDialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await endpointDialog.getByLabel('Description').fill('Dispatch TMS receiver');
  // Free slots of the lots it watches: with availability.changed, a lot must be chosen.
  await endpointDialog.getByText('availability.changed', { exact: true }).click();
  await endpointDialog.getByRole('button', { name: 'Save' }).click();
  await expect(endpointDialog.getByText('Choose at least one lot to watch')).toBeVisible();
  const watched = endpointDialog.getByRole('group', { name: 'Lots watched' });
  await watched.locator('label').first().click();
  await expect(watched.getByRole('checkbox').first()).toBeChecked();
  await endpointDialog.getByRole('button', { name: 'Save' }).click();
  await expect(endpointDialog).toBeHidden();
  await expect(page.getByTestId('webhook-endpoint').filter({ hasText: receiverUrl })).toBeVisible();
  await page.getByRole('button', { name: `Send ping ${receiverUrl}` }).click();

  const pings = () => received.filter((m) => JSON.parse(m.body).type === 'ping');
  await expect.poll(() => pings().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const ping = pings()[0];
  expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', id: ping.headers['webhook-id'] });
  expect(ping.headers['webhook-signature']).toMatch(/^v1,/);
  expect(ping.headers['webhook-timestamp']).toMatch(/^\d+$/);

  // The delivery log shows it delivered; redeliver sends the same event again.
  const log = page.getByRole('table', { name: 'Delivery log' });
  const row = log.getByRole('row', { name: /ping/ }).first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('200');
  await row.getByRole('button', { name: 'Details' }).click();
  // The answer is summarised (size, type), never shown: a receiver inside the network must not be read through the log.
  await expect(page.getByTestId('attempt-answer').first()).toHaveText('Answer: 6 bytes (its content is not kept)');
  await expect(page.getByTestId('delivery-detail')).not.toContainText('thanks');
  await row.getByRole('button', { name: 'Redeliver ping' }).click();
  await expect.poll(() => pings().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  expect(pings()[1].headers['webhook-id']).toBe(ping.headers['webhook-id']);
  // The watched lot told the receiver its free slots (the job's first round, within 10 s).
  const freeSlotEvents = () => received.map((m) => JSON.parse(m.body)).filter((e) => e.type === 'availability.changed');
  await expect.poll(() => freeSlotEvents().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  // It says what the public lot list (the map, /globaldashboard) says of that lot now.
  const { parkingLotId, availableSlots, totalSlots } = freeSlotEvents().at(-1).data;
  const publicLots = (await (await page.request.get(`${API}/api/public/lots`)).json()).content as {
    parkingLotId: number;
    availableSlots: number;
    totalSlots: number;
  }[];
  expect(publicLots.find((lot) => lot.parkingLotId === parkingLotId)).toMatchObject({ availableSlots, totalSlots });
});

test('"Try it": a carrier admin pastes a new key, checks, quotes, books with an Idempotency-Key and cancels from the worked example, seeing each request and answer', async ({
  page,
}) => {
  await signIn(page, USERS.carrier);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API hub' }).click();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('Try it');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const key = (await page.getByTestId('new-api-key').textContent())!.trim();

  // Shown once, so it is pasted; the steps wait for it.
  const tryIt = (step: string) => page.getByRole('button', { name: `Try it: ${step}` });
  await expect(tryIt('Check availability')).toBeDisabled();
  await page.getByLabel('Your API key, for Try it').fill(key);
  const result = (step: string) => page.getByRole('region', { name: `Result: ${step}` });

  await tryIt('Check availability').click();
  await expect(result('Check availability')).toContainText('Response: 200');
  await expect(result('Check availability')).toContainText('GET http://127.0.0.1:8090/api/availability?parkingLotId=');
  // The request shows the key by its prefix only.
  await expect(result('Check availability')).toContainText(`Authorization: Bearer ${key.slice(0, 10)}…`);
  await expect(result('Check availability')).not.toContainText(key);

  await tryIt('Get a quote').click();
  await expect(result('Get a quote')).toContainText('Response: 200');
  await expect(result('Get a quote')).toContainText('"amountMinor"');

  // Cancelling needs a booking first.
  await expect(tryIt('Cancel the booking')).toBeDisabled();
  const book = 'Book, with an Idempotency-Key so a retry never books twice';
  await tryIt(book).click();
  await expect(result(book)).toContainText('Response: 201');
  await expect(result(book)).toContainText(/Idempotency-Key: [0-9a-f-]{36}/);
  const reservationId = Number(/"reservationId": (\d+)/.exec((await result(book).textContent())!)![1]);
  // Again with the same Idempotency-Key: the first answer again, nothing booked twice.
  await tryIt(book).click();
  await expect(result(book)).toContainText('Response: 201');
  await expect(result(book)).toContainText(`"reservationId": ${reservationId}`);
  await expect(page.getByText(`${API}/api/reservations/${reservationId}/cancel`)).toBeVisible();

  await tryIt('Cancel the booking').click();
  await expect(result('Cancel the booking')).toContainText('Response: 200');
  await expect(result('Cancel the booking')).toContainText('"status": "Cancelled"');

  // The booking the key made is the organisation's, in the console too.
  await result(book)
    .getByRole('link', { name: `Open reservation ${reservationId}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${reservationId}` })).toBeVisible();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
});
