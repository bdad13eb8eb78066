import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// The platform keeps its sales agents on /subscription: the dialog saves a new agent and an edit
// through the agents' endpoint definitions, and the list is read again after each save.
test('the platform adds a sales agent with a referred organisation, edits the commission, and removes the agent', async ({ page }) => {
  const name = `Agent ${Date.now().toString(36)}`;
  await signIn(page, USERS.admin, '/subscription');
  const agents = page.getByRole('table', { name: 'Sales agents' });
  await expect(agents.getByRole('row', { name: /Dana Whitfield/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add sales agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add sales agent' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('4035550123');
  await dialog.getByLabel('Email').fill(`${name.replace(' ', '.').toLowerCase()}@example.test`);
  await dialog.getByLabel('Commission percentage').fill('7.5');
  await dialog.getByText('Ridgeway Haulers', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Ridgeway Haulers' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = agents.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('7.5%');
  await expect(row).toContainText('Ridgeway Haulers');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel('Commission percentage')).toHaveValue('7.5');
  await edit.getByLabel('Commission percentage').fill('12');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('12%');

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove the sales agent ${name}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row).toHaveCount(0);
});
