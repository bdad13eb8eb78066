import { expect, test } from '@playwright/test';
// The API's English messages, by key: the words may change, the key they are shown under may not.
import EN from '../../api/locales/en.json';
import { loginAs, USERS, openFromMenu, noToast, refusedUnder } from './support';

// "bad input gets a clear message and loses nothing", for the dialogs that still toasted
// it: the webhook endpoint and API key dialogs of the API hub and the lot pricing page. A refusal
// of the API about one field is under that field (aria-invalid, aria-describedby), the focus is
// there, what was typed is kept; no toast. Each value here passes the page's own checks, so only
// the API refuses it.

test('API hub: a webhook URL the API will not call is refused under Endpoint URL, an expiry in the past under its expiry, what was typed kept', async ({
  page,
}) => {
  await loginAs(page, USERS.carrier);
  await openFromMenu(page, 'API hub');

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const endpoint = page.getByRole('dialog', { name: 'Add endpoint' });
  const url = endpoint.getByLabel('Endpoint URL');
  await url.fill('ftp://partner.example/haulstop');
  await endpoint.getByLabel('Description').fill('Refused receiver');
  await endpoint.getByRole('button', { name: 'Save' }).click();
  await refusedUnder(url, EN.apiErrors.webhooks.urlScheme);
  await noToast(page);
  await expect(url).toHaveValue('ftp://partner.example/haulstop');
  await expect(endpoint.getByLabel('Description')).toHaveValue('Refused receiver');
  // Typing in the field takes the server's word on it away.
  await url.fill('https://partner.example/haulstop');
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await endpoint.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = page.getByRole('dialog', { name: 'Create API key' });
  await key.getByLabel('Name').fill('Refused TMS');
  const expiry = key.getByLabel('Expires at (optional)');
  await expiry.fill('2020-01-01T08:00');
  await key.getByRole('button', { name: 'Save' }).click();
  await refusedUnder(expiry, EN.apiErrors.apiKeys.expiryInFuture);
  await noToast(page);
  await expect(key.getByLabel('Name')).toHaveValue('Refused TMS');
  await expect(expiry).toHaveValue('2020-01-01T08:00');
  await expect(key.getByTestId('new-api-key')).toHaveCount(0);
});

test('lot pricing: a price over the most a tier may cost is refused under that duration, every typed price kept', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await page.goto('/parkinglotpricing');
  const form = page.getByRole('form', { name: 'Parking Lot Pricing' });
  await form.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Prairie Stop Columbus (USD)' });
  const day = form.getByLabel('Price (USD) — 24 hrs');
  const sixHours = form.getByLabel('Price (USD) — 6 hrs');
  await expect(day).toHaveValue(/^\d+\.\d{2}$/);
  await sixHours.fill('19');
  // Two million dollars a day: a well-formed amount above zero, past the API's limit of a million.
  await day.fill('2000000');
  await form.getByRole('button', { name: 'Save' }).click();
  await refusedUnder(day, /^The 24 hrs price must be a whole number of cents up to/);
  await noToast(page);
  await expect(sixHours).not.toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveValue('2000000');
  await expect(sixHours).toHaveValue('19');
  await expect(page.getByText('Prices saved')).toHaveCount(0);
});
