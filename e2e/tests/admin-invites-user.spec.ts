import { expect, test } from '@playwright/test';
import { mailedLink } from './outbox';
import { USERS, signIn, openFromMenu } from './support';

test('an organisation admin invites a user by e-mail with a role (an invalid address first), the link is mailed, and the invitation can be revoked', async ({
  page,
}) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const section = page.getByRole('region', { name: 'Users and invitations' });
  await section.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  const address = `yard.lead.${Date.now()}@prairie.test`;
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('Role').selectOption('Manager');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const row = section.getByRole('table', { name: 'Users and invitations' }).getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Invited');
  expect(await mailedLink(address)).toMatch(/\/acceptInvitation\?token=/);

  // Asked in the console's dialog, never the browser's box.
  await row.getByRole('button', { name: `Revoke ${address}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke the invitation of ${address}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
});

test('the referring organisation sees its referral code and the organisation it referred, Referred until approved', async ({ page }) => {
  await signIn(page, USERS.carrier);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const referrals = page.getByRole('region', { name: 'Referrals' });
  await expect(referrals.getByText('Your referral code:')).toBeVisible();
  await expect(referrals.getByRole('row', { name: /Gulf Coast Brokers/ })).toContainText('Referred');
});

test('a plain user sees no invitations section', async ({ page }) => {
  await signIn(page, USERS.dispatch);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  await expect(page.getByRole('region', { name: 'Referrals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users and invitations' })).toHaveCount(0);
});
