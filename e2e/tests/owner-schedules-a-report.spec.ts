import { expect, test } from '@playwright/test';
import { USERS } from './support';
import { expectAxeClean } from './axe-support';
import { loginAndOpen, settle } from './reports-support';

test('owner@ mails the Parking Lot Report weekly to himself with the sort on screen, sees it listed, and stops it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, USERS.owner, '/parkingLotReport');
  await settle(page);
  // The table sorted by bookings: the schedule keeps that sort, not the screen's range.
  const sorted = page.waitForResponse((r) => r.url().includes('/api/reports/parkingLots?') && r.url().includes('sort=bookings') && r.ok());
  await page
    .getByRole('table', { name: 'Parking Lot Report' })
    .getByRole('button', { name: /^Bookings/ })
    .click();
  await sorted;

  await page.getByRole('button', { name: 'Mail this report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail this report' });
  await expect(dialog.getByLabel('How often')).toHaveValue('WEEKLY');
  // Their own address to start from; emptied, the rule's message under the field, nothing sent.
  await expect(dialog.getByLabel('Recipients')).toHaveValue(USERS.owner);
  await dialog.getByLabel('Recipients').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Recipients').fill('owner@');
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await expectAxeClean(page, 'Mail this report');

  await dialog.getByLabel('Recipients').fill(`${USERS.owner}, ${USERS.owner.toUpperCase()}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/reportSchedules') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const schedule = (await answer.json()) as { scheduleId: number; report: string; frequency: string; recipients: string[]; query: Record<string, unknown> };
  // One address, however often it was typed; the sort on screen, no range (each mailing covers last week).
  expect(schedule).toMatchObject({ report: 'parkingLots', frequency: 'WEEKLY', recipients: [USERS.owner] });
  expect(schedule.query.sort).toMatch(/^bookings,/);
  expect(schedule.query).not.toHaveProperty('from');
  await expect(page.getByText('The report will be mailed')).toBeVisible();

  const listed = dialog
    .getByRole('list', { name: 'Already mailed' })
    .getByRole('listitem')
    .filter({ hasText: `Weekly (last week) to ${USERS.owner}` });
  await expect(listed).toBeVisible();
  const stopped = page.waitForResponse((r) => r.url().endsWith(`/api/reportSchedules/${schedule.scheduleId}`) && r.request().method() === 'DELETE');
  await listed.getByRole('button', { name: 'Stop' }).click();
  expect((await stopped).status()).toBe(204);
  await expect(listed).toHaveCount(0);
});
