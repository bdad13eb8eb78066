import { expect, request, test } from '@playwright/test';
import { API, chooseUserMenuItem, NAMES } from './header-support';
import { mailedLink } from './outbox';
import { DEMO_PASSWORD, loginAs, USERS } from './support';

// carrier@ changes its login e-mail to an address of this run's own; afterEach puts it back.
const WHO = USERS.carrier;
const NEW = `priya.${Date.now().toString(36)}@haulstop.test`;

const apiLoginStatus = async (loginId: string) => {
  const api = await request.newContext({ baseURL: API });
  const status = (await api.post('/api/auth/login', { data: { loginId, password: DEMO_PASSWORD } })).status();
  await api.dispose();
  return status;
};

/** Back to the demo address, the same way (password, then the link mailed to it), if the spec left the new one. */
test.afterEach(async () => {
  const api = await request.newContext({ baseURL: API });
  const login = await api.post('/api/auth/login', { data: { loginId: NEW, password: DEMO_PASSWORD } });
  if (login.ok()) {
    const { token, user } = (await login.json()) as { token: string; user: { userId: number } };
    const asked = await api.post(`/api/user/${user.userId}/emailChange`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { newEmail: WHO, password: DEMO_PASSWORD },
    });
    expect(asked.status()).toBe(202);
    expect((await api.post(await mailedLink(WHO))).status()).toBe(200);
  }
  await api.dispose();
});

test('a user changes the login e-mail: the password is asked, a link goes to the new address, and the login changes only when it is confirmed', async ({
  page,
}) => {
  await loginAs(page, WHO);
  await chooseUserMenuItem(page, NAMES.carrier, 'Profile');
  const dialog = page.getByRole('dialog', { name: 'My Profile' });
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(WHO);
  await dialog.getByRole('button', { name: 'Change e-mail' }).click();
  await dialog.getByLabel('New e-mail').fill(NEW);
  // The password is asked again: a wrong one is refused under its field.
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(dialog.getByText('The password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `A link was sent to ${NEW}` })).toBeVisible();

  // Until the link is confirmed the login is the old address.
  expect(await apiLoginStatus(WHO)).toBe(200);
  expect(await apiLoginStatus(NEW)).toBe(401);

  // The link asks before it acts; its button changes the login.
  await page.goto(await mailedLink(NEW));
  await expect(page.getByText(`Sign in to Haulstop as ${NEW} from now on?`)).toBeVisible();
  expect(await apiLoginStatus(WHO)).toBe(200);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your Haulstop login is now ${NEW}.`)).toBeVisible();
  expect(await apiLoginStatus(NEW)).toBe(200);
  expect(await apiLoginStatus(WHO)).toBe(401);
});
