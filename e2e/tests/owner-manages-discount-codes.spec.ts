import { expect, test, type Page } from '@playwright/test';
import { USERS, openFromMenu, signIn } from './support';

async function openDiscountCodes(page: Page) {
  await openFromMenu(page, 'Discount Codes', 'Administrator');
  return page.getByRole('table', { name: 'Discount Codes' });
}

// A code's window is entered at the clock of whoever enters it, and says which; the
// browser keeps Toronto's clock here, not the machine's.
test.use({ timezoneId: 'America/Toronto' });

/** A date-time `days` from now as a datetime-local value. */
const local = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('an owner sees its codes in every state, and adds one after reading each message', async ({ page }) => {
  await signIn(page, USERS.owner);
  const table = await openDiscountCodes(page);
  await expect(table.getByRole('row', { name: /WINTER10/ })).toContainText('Active');
  await expect(table.getByRole('row', { name: /FLASH50/ })).toContainText('Used up');
  await expect(table.getByRole('row', { name: /NEWYEAR20/ })).toContainText('Scheduled');
  await expect(table.getByRole('row', { name: /REGINA5OFF/ })).toContainText('Prairie Stop Regina');

  await page.getByRole('button', { name: 'Add discount code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add discount code' });
  await expect(dialog.getByText('At your clock: Toronto (EST/EDT)')).toHaveCount(2);
  await dialog.getByLabel('Code').fill('AB-1');
  // "a percentage discount code asks for a currency and defaults to USD": a percentage alone asks none
  await expect(dialog.getByLabel('Currency')).toHaveCount(0);
  await dialog.getByLabel('Percentage').fill('120');
  await dialog.getByLabel('Valid from').fill(local(1));
  await dialog.getByLabel('Valid until').fill(local(0));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Discount code must be 6 to 50 letters or digits')).toBeVisible();
  await expect(dialog.getByText('Percentage cannot be more than 100')).toBeVisible();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();

  const code = `E2E${Date.now().toString().slice(-8)}`;
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percentage').fill('15');
  await dialog.getByLabel('Valid until').fill(local(30));
  await dialog.getByLabel('Uses allowed').fill('40');
  await dialog.getByLabel('Total value').fill('500');
  await dialog.getByRole('checkbox', { name: 'Prairie Stop Calgary North' }).check({ force: true });
  // a total value is an amount: its currency is asked, and a code limited to a Canadian lot takes CAD
  await expect(dialog.getByLabel('Currency')).toHaveValue('CAD');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount code saved')).toBeVisible();
  await page.getByLabel('Search').fill(code);
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15%'); // formatPercent, in English
  await expect(row).toContainText('0 / 40');
  await expect(row).toContainText('$500.00');
  await expect(row).toContainText('Prairie Stop Calgary North');
  await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M EST – /);

  // Asked in the console's dialog, never the browser's box: cancelled, the code stays; confirmed, it goes.
  await row.getByRole('button', { name: `Remove ${code}` }).click();
  const ask = page.getByRole('dialog', { name: `Remove the code ${code}? Bookings that used it keep it.` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove ${code}` }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Discount code removed')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test("a carrier never lists an owner's discount codes (it applies a code it was given) and cannot add one", async ({ page }) => {
  await signIn(page, USERS.carrier);
  const table = await openDiscountCodes(page);
  await expect(table.getByRole('row')).toHaveCount(2); // header + the empty list's row
  await expect(table.getByRole('row', { name: /WINTER10|FLEET25OFF|REGINA5OFF/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add discount code' })).toHaveCount(0);
});

test('SPEC §6: a Manager does not see discount codes — no menu item, and the route sends them to their landing page', async ({ page }) => {
  await signIn(page, USERS.manager);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Administrator' }).click();
  await expect(menu.getByRole('link', { name: 'Parking Lots' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Discount Codes' })).toHaveCount(0);
  await page.goto('/discountCode');
  await expect(page).toHaveURL(/\/mapDashboard$/);
});
