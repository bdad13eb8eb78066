import { expect, test } from '@playwright/test';
import { USERS } from './support';
import { expectAxeClean } from './axe-support';
import { csvRows, downloadCsv, settle, loginAndOpen, openReportFromMenu } from './reports-support';

test.describe('an owner reads the company dashboard and the lot report', () => {
  test('owner@ opens Company Dashboard from the menu, reads each figure beside the previous period, and switches 7 / 30 / 90 days', async ({ page }) => {
    // A loaded machine: several page loads, a CSV and an axe run.
    test.setTimeout(150_000);
    const first = await openReportFromMenu(page, USERS.owner, 'Company Dashboard', /\/dashboard$/, '/api/reports/dashboard?days=30');
    const answer = (await first.json()) as { bookings: number; previousBookings: number; revenue: { currency: string }[] };
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();

    // 30 days by default; each card says the previous period beside it.
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const bookings = page.getByRole('group', { name: 'Bookings', exact: true });
    await expect(bookings).toContainText(String(answer.bookings));
    await expect(bookings).toContainText(`Previous period: ${answer.previousBookings}`);
    for (const { currency } of answer.revenue) await expect(page.getByRole('group', { name: `Net sales (taxes incl.) (${currency})` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Occupancy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    await expect(page.getByRole('link', { name: /arrivals? today/ })).toHaveAttribute('href', '/reservationparkdetails');

    // The charts are drawn (uPlot's canvas) once scrolled near, and have their figures as a table.
    for (const name of ['Bookings per day', 'Cancellations per month (last 6 months)']) {
      const chart = page.getByRole('img', { name });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('canvas').first()).toBeVisible();
    }
    await page.getByText('Show the figures as a table').first().click();
    await expect(page.getByRole('table', { name: 'Bookings per day' }).getByRole('row')).toHaveCount(31);
    await expectAxeClean(page, '/dashboard');

    for (const days of [7, 90] as const) {
      const next = page.waitForResponse((r) => r.url().includes(`/api/reports/dashboard?days=${days}`) && r.ok());
      await page.getByRole('button', { name: `Last ${days} days` }).click();
      await next;
      await expect(page).toHaveURL(new RegExp(`/dashboard\\?days=${days}$`));
      await expect(page.getByRole('button', { name: `Last ${days} days` })).toHaveAttribute('aria-pressed', 'true');
      await page
        .locator('details')
        .first()
        .evaluate((details) => ((details as HTMLDetailsElement).open = true));
      await expect(page.getByRole('table', { name: 'Bookings per day' }).getByRole('row')).toHaveCount(days + 1);
    }

    // The period is in the URL: a bookmark opens the same period.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('owner@ opens the Parking Lot Report, sorts it, reads a lot’s weekday × hour occupancy, and downloads exactly what is filtered as CSV', async ({
    page,
  }) => {
    // A loaded machine: several page loads, a CSV and an axe run.
    test.setTimeout(150_000);
    const report = await openReportFromMenu(page, USERS.owner, 'Parking Lot Report', /\/parkingLotReport$/, '/api/reports/parkingLots?');
    const firstPage = (await report.json()) as { totalElements: number; content: { name: string }[] };
    expect(firstPage.totalElements).toBeGreaterThan(0);
    await settle(page);
    const table = page.getByRole('table', { name: 'Parking Lot Report' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, firstPage.totalElements));
    await expect(table.getByRole('button', { name: firstPage.content[0].name })).toBeVisible();

    // The heatmap of the busiest lot over 90 days; another lot's when its name is pressed. A table of 7 weekdays × 24 hours.
    const wider = page.waitForResponse((r) => r.url().includes('/api/reports/parkingLots?') && r.ok());
    await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
    const lots = (
      (await (await wider).json()) as {
        content: { parkingLotId: number; name: string; bookings: number; usedSlotHours: number; noShows: number; noShowRatePercent: number | null }[];
      }
    ).content;
    const busy = lots.filter((l) => l.bookings > 0);
    expect(busy.length).toBeGreaterThan(0);

    // What happened at the gate, per lot: the demo's trucks that came and left at Prairie's lots give used slot-hours, and its no-show counts.
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
    for (const header of ['Used slot-hours', 'No-shows', 'Overstay charged', 'No-show rate', 'Average stay (hours)']) expect(headers).toContain(header);
    const gated = lots.find((l) => l.usedSlotHours > 0);
    expect(gated).toBeDefined();
    /** The cell of a lot's row (the row its name's button is in) under `header`. */
    const cellOf = (lotName: string, header: string) =>
      table
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: lotName, exact: true }) })
        .getByRole('cell')
        .nth(headers.indexOf(header));
    const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(gated!.usedSlotHours);
    await expect(cellOf(gated!.name, 'Used slot-hours')).toHaveText(hours);
    expect(lots.some((l) => l.noShows > 0)).toBe(true);
    const noShowLot = lots.find((l) => l.noShows > 0)!;
    await expect(cellOf(noShowLot.name, 'No-shows')).toHaveText(String(noShowLot.noShows));
    // Its no-show rate: the no-shows among its slots whose arrival was decided, as the API answers it.
    expect(noShowLot.noShowRatePercent).toBeGreaterThan(0);
    await expect(cellOf(noShowLot.name, 'No-show rate')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 }).format(noShowLot.noShowRatePercent! / 100),
    );
    const pick = busy[busy.length - 1];
    const occupancy = page.waitForResponse((r) => r.url().includes(`/api/reports/parkingLots/${pick.parkingLotId}/occupancy?`) && r.ok());
    await table.getByRole('button', { name: pick.name, exact: true }).click();
    await occupancy;
    await expect(page).toHaveURL(new RegExp(`lot=${pick.parkingLotId}`));
    const heatmap = page.getByRole('table', { name: `Occupancy by weekday and hour: ${pick.name}` });
    await expect(heatmap.locator('tbody tr')).toHaveCount(7);
    await expect(heatmap.locator('tbody tr').first().locator('td')).toHaveCount(24);
    await settle(page);
    await expectAxeClean(page, '/parkingLotReport');

    // A preset and a sort go to the API and into the URL.
    const lastMonth = page.waitForRequest(
      (r) => r.url().includes('/api/reports/parkingLots?') && /from=\d{4}-\d{2}-01/.test(r.url()) && /to=\d{4}-\d{2}-01/.test(r.url()),
    );
    await page.getByLabel('Date range').selectOption({ label: 'Last month' });
    await lastMonth;
    await expect(page).toHaveURL(/range=lastMonth/);
    const sorted = page.waitForRequest((r) => r.url().includes('/api/reports/parkingLots?') && /sort=bookings(,|%2C)desc/.test(r.url()));
    await table.getByRole('button', { name: /^Bookings/ }).click();
    await sorted;
    await expect(page).toHaveURL(/sort=bookings&dir=desc/);

    // A custom range: the CSV is asked with the same query and holds every row of it.
    await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
    await expect(page).toHaveURL(/range=last90/);
    const filtered = page.waitForResponse((r) => r.url().includes('/api/reports/parkingLots?') && r.url().includes('from=2026-01-01') && r.ok());
    await page.getByLabel('From').fill('2026-01-01');
    const answer = (await (await filtered).json()) as { totalElements: number };
    await expect(page).toHaveURL(/range=custom/);
    const shown = new URL(page.url()).searchParams;
    expect(shown.get('from')).toBe('2026-01-01');
    // The last day kept (today), so `to` is tomorrow: from inclusive, to exclusive.
    expect(shown.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const csvRequest = page.waitForRequest((r) => r.url().includes('/api/reports/parkingLots/csv?'));
    const csv = await downloadCsv(page);
    const url = new URL((await csvRequest).url());
    expect(url.searchParams.get('from')).toBe('2026-01-01');
    expect(url.searchParams.get('sort')).toBe('bookings,desc');
    expect(url.searchParams.get('page')).toBeNull();
    expect(csv.name).toMatch(/^parking-lots-2026-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csvRows(csv.text)).toHaveLength(answer.totalElements);
  });
});

test('owner@ follows “arrivals today” to the lot’s day: arriving, in the lot, leaving, each booking opening its page', async ({ page }) => {
  // A loaded machine: several page loads and an axe run.
  test.setTimeout(150_000);
  await loginAndOpen(page, USERS.owner, '/dashboard');
  await settle(page);
  const day = page.waitForResponse((r) => r.url().includes('/api/reservations?') && r.url().includes('parkingLotId=') && r.url().includes('date=') && r.ok());
  await page.getByRole('link', { name: /arrivals? today$/ }).click();
  await expect(page).toHaveURL(/\/reservationparkdetails$/);
  const bookings = ((await (await day).json()) as { content: { reservationId: number }[] }).content;
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Parking lot day' })).toBeVisible();
  for (const part of ['Arriving', 'In the lot', 'Leaving'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${part} \\(\\d+\\)$`) })).toBeVisible();
  await expect(page.getByLabel('Parking lot', { exact: true })).not.toHaveValue('');
  if (bookings.length) {
    await expect(page.getByRole('link', { name: String(bookings[0].reservationId), exact: true })).toHaveAttribute(
      'href',
      `/reservationparkdetails/${bookings[0].reservationId}`,
    );
  } else await expect(page.getByText('No bookings at this lot on this day.')).toBeVisible();
  await expectAxeClean(page, '/reservationparkdetails');

  // Another day is bookmarkable.
  await page.getByLabel('Day', { exact: true }).fill('2026-01-15');
  await expect(page).toHaveURL(/date=2026-01-15/);
});
