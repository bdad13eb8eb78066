import { expect, request, test } from '@playwright/test';
import { API, openUserMenu } from './header-support';
import { DEMO_PASSWORD, loginAs, USERS } from './support';
import { mailedLink } from './outbox';

const NORTHLINE = 3;
const EASTBOUND = 4;

test('an invited existing user accepts, joins a second organisation and sees Switch Organization', async ({ page }) => {
  const email = `invitee${Date.now().toString().slice(-8)}@e2e.test`;
  const password = 'Strong#2026';
  // carrier@ administers Northline and Eastbound; invitations are made through the API (DESIGN §7).
  const api = await request.newContext({ baseURL: API });
  const session = await (await api.post('/api/auth/login', { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${session.token}` };
  // An organisation's routes act in the current organisation (X-Org-Id), which the path must name.
  const invite = (saasOrgId: number) =>
    api.post(`/api/organization/${saasOrgId}/invitations`, { headers: { ...headers, 'x-org-id': String(saasOrgId) }, data: { loginId: email, role: 'user' } });

  // First invitation: a new account (name and password) through the page.
  expect((await invite(NORTHLINE)).status()).toBe(201);
  await page.goto(await mailedLink(email));
  await expect(page.getByText(`Northline Freight invites ${email}`)).toBeVisible();
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Join Northline Freight' }).click();
  await expect(page.getByRole('status')).toContainText('You joined Northline Freight');

  // Second invitation: the account exists, so accepting only joins.
  expect((await invite(EASTBOUND)).status()).toBe(201);
  await page.goto(await mailedLink(email));
  await expect(page.getByText('You already have a Haulstop account')).toBeVisible();
  await page.getByRole('button', { name: 'Join Eastbound Brokerage' }).click();
  await expect(page.getByRole('status')).toContainText('You joined Eastbound Brokerage');
  await api.dispose();

  await loginAs(page, email, password);
  const menu = await openUserMenu(page, 'Ivy Nguyen');
  await expect(menu.getByRole('menuitem', { name: 'Switch Organization' })).toBeVisible();
});
