import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support';

const LABEL =
  "When a driver asks for more time from the trip link, extend the booking at once and pay it with the booking's payment method (if the slot is free)";
const card = (page: Page) => page.getByRole('region', { name: "Drivers' extra time" });
const checkbox = (page: Page) => card(page).getByRole('checkbox', { name: LABEL });

async function saveSetting(page: Page, expected: boolean) {
  const saved = page.waitForRequest((r) => /\/api\/organization\/\d+\/tripSettings$/.test(r.url()) && r.method() === 'PUT');
  await card(page).getByRole('button', { name: "Save drivers' extra time" }).click();
  expect((await saved).postDataJSON()).toEqual({ payDriverExtensions: expected });
  await expect(page.getByText('Updated Successfully')).toBeVisible();
}

test("carrier@ (its admin) lets the booking's payment method pay a driver's extra time, and it is still so after a reload", async ({ page }) => {
  await signIn(page, USERS.carrier, '/companyProfile');
  await expect(page.getByRole('heading', { name: 'Northline Freight' })).toBeVisible();
  await expect(checkbox(page)).toBeEnabled();
  await expect(checkbox(page)).not.toBeChecked();
  await card(page).getByText(LABEL).click();
  await saveSetting(page, true);
  await page.reload();
  await expect(checkbox(page)).toBeChecked();

  // Put it back as it was, through the screen too.
  await card(page).getByText(LABEL).click();
  await saveSetting(page, false);
  await page.reload();
  await expect(checkbox(page)).not.toBeChecked();
});

test('dispatch@ (a member, not an admin) reads the setting and cannot change it', async ({ page }) => {
  await signIn(page, USERS.dispatch, '/companyProfile');
  await expect(checkbox(page)).toBeDisabled();
  await expect(card(page).getByRole('button')).toHaveCount(0);
});
