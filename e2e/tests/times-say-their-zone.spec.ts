import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';
import { chooseLanguage, settle } from './reports-support';

// Every time says its zone, whoever looks and from where: the browser runs in Tokyo (15 to 17 hours
// ahead of the lots). owner@ is Prairie Truck Stops, whose accounting zone is its first lot's,
// Calgary's (America/Edmonton: MDT all year since November 2026, never "CST").
test.use({ timezoneId: 'Asia/Tokyo' });

/** A North American zone label at the end of a time: the lot's or the organisation's, never Tokyo's unlabelled clock. */
const LABELLED = /\b[PMCEA][SD]T$/;

test("owner@ from Tokyo: reports and statements say the organisation's zone (Edmonton, MDT), their times are labelled, a reservation's history and payments carry the lot's label, in French too", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, USERS.owner, '/reconciliation');
  await settle(page);
  const wider = page.waitForResponse((r) => r.url().includes('/api/reports/reconciliation?') && r.ok());
  await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
  const answer = (await (await wider).json()) as { content: { reservationId: number; at: string }[] };
  await settle(page);

  // The page names the zone it cuts days in, and its "as of" is at that zone, labelled.
  await expect(page.getByTestId('report-zone')).toContainText('Edmonton (MDT)');
  await expect(page.getByTestId('report-as-of')).toHaveText(/^As of .+ MDT$/);
  // Each payment's moment is the organisation's, labelled.
  expect(answer.content.length).toBeGreaterThan(0);
  const firstAt = page.getByRole('table', { name: 'Reconciliation' }).locator('tbody tr').first().locator('td').first();
  await expect(firstAt).toHaveText(LABELLED);

  // The statement of income says the zone its month is cut in.
  await page.goto('/soiDashboard');
  await expect(page.getByTestId('document-zone')).toContainText('Edmonton (MDT)');

  // A reservation's status history and payments: at the lot's clock, labelled.
  await page.goto(`/reservations/${answer.content[0].reservationId}`);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.locator('tbody tr').first()).toBeVisible();
  for (const cell of await history.locator('tbody tr td:first-child').all()) await expect(cell).toHaveText(LABELLED);

  // In French the same moments are written the French way, with the French label (HAR: heure avancée des Rocheuses).
  await page.goto('/reconciliation');
  await settle(page);
  await chooseLanguage(page, 'Dana Whitfield', 'French');
  await expect(page.getByTestId('report-as-of')).toHaveText(/^Données à .+ HAR$/);
  await expect(page.getByTestId('report-zone')).toContainText('Edmonton (HAR)');
});
