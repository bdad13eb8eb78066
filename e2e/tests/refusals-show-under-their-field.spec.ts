import { expect, test, type Page } from '@playwright/test';
// The API's English messages, by key: the words may change, the key they are shown under may not.
import EN from '../../shared/locales/en/common.json';
import API_EN from '../../api/locales/en.json';
import { DEMO_PASSWORD, USERS, signIn, noToast, refusedUnder, fillSearchNearCalgary } from './support';

// "bad input gets a clear message and loses nothing". A refusal about one field is shown
// under that field (linked to it: aria-invalid, aria-describedby), the focus is moved there, and
// what was typed is still there to correct; it is not a toast.

const API = 'http://127.0.0.1:8090';
// Unique per run: the e2e database keeps what earlier runs added.
const stamp = String(Date.now()).slice(-8);

test('login: a malformed e-mail, then a wrong password, each under its field, what was typed kept', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await email.fill('owner.haulstop.test');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await refusedUnder(email, EN.validation.invalidEmail);
  await expect(email).toHaveValue('owner.haulstop.test');

  await email.fill(USERS.owner);
  await page.getByRole('button', { name: 'Login' }).click();
  await refusedUnder(password, API_EN.apiErrors.invalidCredentials);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(USERS.owner);
  await expect(password).toHaveValue('not-the-password');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Corrected, it signs in.
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
});

test('sign-up: an e-mail already used is refused under Email, every value kept', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Organization name').fill(`E2E Refused ${stamp}`);
  await page.getByLabel('Organization type').selectOption('CARRIER');
  await page.getByLabel('DOT number').fill(`8${stamp}`);
  await page.getByLabel('First name').fill('Flora');
  await page.getByLabel('Last name').fill('Quinn');
  const email = page.getByLabel('Email');
  await email.fill(USERS.owner);
  await page.getByLabel('Password', { exact: true }).fill('Strong#2026');
  await page.getByLabel('Confirm password').fill('Strong#2026');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await refusedUnder(email, API_EN.apiErrors.loginIdTaken);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Organization name')).toHaveValue(`E2E Refused ${stamp}`);
  await expect(page.getByLabel('DOT number')).toHaveValue(`8${stamp}`);
  await expect(email).toHaveValue(USERS.owner);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Strong#2026');
  // Typing in the field takes the server's word on it away.
  await email.fill(`founder${stamp}@e2e.test`);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

/** The platform grants the carrier an open account of CA$1.00: any booking is over its limit. */
async function grantTinyOpenAccount(page: Page, name: string) {
  const signIn = async (loginId: string) =>
    (await (await page.request.post(`${API}/api/auth/login`, { data: { loginId, password: DEMO_PASSWORD } })).json()) as {
      token: string;
      organizations: { saasOrgId: number; orgName: string }[];
    };
  const carrier = await signIn(USERS.carrier);
  const northline = carrier.organizations.find((org) => org.orgName === 'Northline Freight')!;
  const admin = await signIn(USERS.admin);
  const granted = await page.request.post(`${API}/api/openAccounts`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { orgId: northline.saasOrgId, accountName: name, accountType: 'Credit', creditLimitMinor: 100, currency: 'CAD', glNumber: `GL-${stamp}` },
  });
  expect(granted.status()).toBe(201);
}

test('/reserve: a Book refused about the payment returns to the payment step, the message under Pay with; a declined card on retry is told under Card number', async ({
  page,
}) => {
  // Two bookings and a retry through the whole console: more than one test's usual time.
  test.slow();
  const account = `E2E tiny credit ${stamp}`;
  await grantTinyOpenAccount(page, account);
  await signIn(page, USERS.carrier, '/reserve');
  const search = await fillSearchNearCalgary(page, '1');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Reserve at Prairie Stop Calgary North' }).click();
  const driver = page.getByLabel('Driver', { exact: true });
  await driver.selectOption((await driver.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Add driver' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The open account is offered (it has credit left), but not enough for this booking: the API says so.
  const payWith = page.getByLabel('Pay with');
  const accountOption = (await payWith.locator('option', { hasText: account }).getAttribute('value')) ?? '';
  await payWith.selectOption(accountOption);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /Book and pay/ }).click();

  await refusedUnder(payWith, API_EN.apiErrors.paymentMethods.creditLimit);
  await expect(payWith).toHaveValue(accountOption);
  await noToast(page);

  // Another way to pay: the sandbox's declined card books a failed payment, paid again on retry.
  await payWith.selectOption({ label: 'A card number' });
  const card = page.getByLabel('Card number');
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /Book and pay/ }).click();
  await page.getByRole('link', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/paymentRetry\/\d+$/);

  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  const retryCard = page.getByLabel('Card number');
  await retryCard.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await refusedUnder(retryCard, /declined/);
  await expect(retryCard).toHaveValue('4000 0000 0000 0002');

  await retryCard.fill('4242 4242 4242 4242');
  await expect(retryCard).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('region', { name: 'Payment result' })).toContainText(/is paid/);
});

test('finance: a card number the gateway refuses is shown under Card number in the Subscribe dialog, the dialog kept as typed', async ({ page }) => {
  await signIn(page, USERS.carrier, '/sinvoice');
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  const cancel = page.getByRole('button', { name: 'Cancel subscription' });
  if (await cancel.isVisible()) {
    await cancel.click();
    await page.getByRole('dialog', { name: 'Cancel this subscription? It will not renew.' }).getByRole('button', { name: 'Cancel subscription' }).click();
  }
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Plan').selectOption({ label: 'Haulstop Fleet – US$49.00 per month' });
  await dialog.getByLabel('Card', { exact: true }).selectOption({ label: 'A new card' });
  const card = dialog.getByLabel('Card number');
  // 16 digits, so the form lets it go; the check digit is wrong, so the gateway refuses it.
  await card.fill('4242 4242 4242 4241');
  const year = String(new Date().getUTCFullYear() + 2);
  await dialog.getByLabel('Expiry month (MM)').fill('12');
  await dialog.getByLabel('Expiry year (YYYY)').fill(year);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await refusedUnder(card, API_EN.apiErrors.paymentMethods.invalidCard);
  await noToast(page);
  await expect(card).toHaveValue('4242 4242 4242 4241');
  await expect(dialog.getByLabel('Expiry year (YYYY)')).toHaveValue(year);

  // Corrected, the plan is subscribed again (as the demo data had it).
  await card.fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Charged to the card ending 4242')).toBeVisible();
});

test('carrier network: a DOT number already registered is shown under DOT number on Add carrier, every value kept', async ({ page }) => {
  await signIn(page, USERS.carrier, '/addCarrier');
  await expect(page.getByRole('heading', { name: 'Add a carrier to your network' })).toBeVisible();
  const dot = page.getByLabel('DOT number');
  // Northline's own DOT number is already registered.
  await dot.fill('31415926');
  await page.getByLabel('Organization name').fill(`Refused Haul ${stamp}`);
  await page.getByLabel('Contact email').fill(`ops${stamp}@refused.test`);
  await page.getByRole('button', { name: 'Save' }).click();

  await refusedUnder(dot, API_EN.apiErrors.dotRegistered);
  await noToast(page);
  await expect(dot).toHaveValue('31415926');
  await expect(page.getByLabel('Organization name')).toHaveValue(`Refused Haul ${stamp}`);
  await expect(page.getByLabel('Contact email')).toHaveValue(`ops${stamp}@refused.test`);
});
