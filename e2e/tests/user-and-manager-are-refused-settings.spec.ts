import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS, signIn, openFromMenu } from './support';

// DESIGN §3: organisation settings are for admin (and the platform); the console and the API ask the same canAccess rules.

test('dispatch@ (a user) reads the Company Profile with no edit, document, bank or invitation controls', async ({ page }) => {
  await signIn(page, USERS.dispatch);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const record = page.getByRole('form', { name: 'Company record' });
  await expect(record.getByLabel('Organization name')).toHaveValue('Northline Freight');
  await expect(record.getByLabel('Phone')).toBeDisabled();
  await expect(record.getByRole('button', { name: 'Save company record' })).toHaveCount(0);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Add document' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bank details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Users and invitations' })).toHaveCount(0);
});

test('carrier@ (an admin of the same organisation) has the controls dispatch@ does not', async ({ page }) => {
  await signIn(page, USERS.carrier);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  await expect(page.getByRole('form', { name: 'Company record' }).getByRole('button', { name: 'Save company record' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
});

test('manager@ is refused the invoices page, and the API refuses its invoices with 403', async ({ page, request }) => {
  await signIn(page, USERS.manager);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await page.goto('/invoiceDashboard');
  await expect(page).toHaveURL(/\/mapDashboard$/);
  await expect(page.getByRole('table', { name: 'Invoices' })).toHaveCount(0);
  const login = await request.post(`${API}/api/auth/login`, { data: { loginId: USERS.manager, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const invoices = await request.get(`${API}/api/invoices`, { headers: { authorization: `Bearer ${token}`, 'x-org-id': '2' } });
  expect(invoices.status()).toBe(403);
});
