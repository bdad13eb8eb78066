import { expect, test } from '@playwright/test';
import { loginAs, USERS, withVinCheckDigit, saveTruckAfterAShortVin, refusedThenSaved } from './support';
import { mailedLink } from './outbox';

test('a new company signs up, follows the mailed link, the platform approves it, and its admin adds a driver and a truck', async ({ page, browser }) => {
  const stamp = Date.now().toString().slice(-8);
  const email = `founder${stamp}@e2e.test`;
  const orgName = `E2E Haul ${stamp}`;
  const password = 'Strong#2026';

  await page.goto('/signup');
  await page.getByLabel('Organization name').fill(orgName);
  await page.getByLabel('Organization type').selectOption('CARRIER');
  await page.getByLabel('DOT number').fill(`9${stamp}`);
  await page.getByLabel('First name').fill('Flora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // SPEC §5 message first, nothing sent.
  await expect(page.getByText('Password must be 8 to 64 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toContainText('we sent you a link to confirm your address');

  await page.goto(await mailedLink(email));
  await expect(page.getByRole('status')).toContainText('Your e-mail address is confirmed');

  // Until approved, the admin sees the SPEC §8 message instead of the console.
  const founder = await browser.newPage();
  await founder.goto('/');
  await founder.getByLabel('Email').fill(email);
  await founder.getByLabel('Password').fill(password);
  await founder.getByRole('button', { name: 'Login' }).click();
  await expect(founder.getByText('Your account approval is pending.')).toBeVisible();
  await founder.close();

  await loginAs(page, USERS.admin);
  await page.goto('/organizationDetails');
  // Exact: the label is the remote's text, which arrives after the page (raw keys match a loose search).
  await page.getByLabel('Approval', { exact: true }).selectOption('Pending Approval');
  await page.getByRole('button', { name: `Approve ${orgName}` }).click();
  await expect(page.getByRole('button', { name: `Approve ${orgName}` })).toHaveCount(0);

  const approved = await browser.newPage();
  await loginAs(approved, email, password);
  await expect(approved.getByText('Your account approval is pending.')).toHaveCount(0);
  await expect(approved.getByRole('main')).toBeVisible();

  // The new carrier's first fleet: each form refuses an invalid value first.
  await approved.goto('/createDriver');
  await approved.getByRole('button', { name: 'Add driver' }).click();
  const driver = approved.getByRole('dialog', { name: 'New driver' });
  await refusedThenSaved(driver, approved, {
    refused: { 'First name': 'Ada', 'Last name': 'Stone', Phone: '123' },
    messages: ['Phone number must be 9 or 10 digits'],
    accepted: { Phone: '4035550101' },
    saved: 'Driver saved',
  });
  await expect(approved.getByRole('table', { name: 'Drivers' })).toContainText('Stone');

  await approved.goto('/assets');
  await approved.getByRole('button', { name: 'Add asset' }).click();
  const truck = approved.getByRole('dialog', { name: 'New asset' });
  const vin = withVinCheckDigit(`2hsf${stamp}abcde`).toLowerCase();
  await saveTruckAfterAShortVin(truck, approved, { vin, typedFirst: 10, plate: `N${stamp.slice(-5)}` });
  await expect(approved.getByRole('table', { name: 'Assets' }).getByRole('button', { name: vin.toUpperCase() })).toBeVisible();
  await approved.close();
});
