import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// A booking's times are entered and shown at the lot's clock, labelled with its zone,
// whoever looks and from where. The browser runs in Tokyo, 15 hours ahead of Regina (CST all year).
test.use({ timezoneId: 'Asia/Tokyo' });

/** A day near the booking horizon (365 days), later than any seeded booking: the lot is free and the row is the list's first. */
function bookingDay(): { day: string; label: string } {
  const date = new Date(Date.now() + 360 * 86_400_000);
  return {
    day: date.toISOString().slice(0, 10),
    label: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date),
  };
}

test('a carrier books at a Regina lot from Tokyo: 2:00 PM typed is 2:00 PM CST on the review, the details and the list, and 20:00 UTC at the API', async ({
  page,
}) => {
  const { day, label } = bookingDay();
  // "2:00 PM CST" (the space before PM may be a narrow one).
  const shown = new RegExp(`${label}, 2:00\\sPM CST`);
  await signIn(page, USERS.carrier, '/reserve');
  const search = page.getByRole('form', { name: 'Find a parking lot' });
  await search.getByLabel('Near').fill('Regina');
  await search.getByLabel('Within').selectOption('50');
  await expect(search.getByText("At the lot's local time")).toBeVisible();
  await search.getByLabel('Start').fill(`${day}T14:00`);
  await search.getByLabel('Duration').selectOption('24 hrs');
  await search.getByLabel('Slots').fill('1');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Reserve at Prairie Stop Regina' }).click();
  await expect(page.getByRole('heading', { name: 'Booking at Prairie Stop Regina' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Pay with').selectOption({ label: 'Pay later' });
  await page.getByRole('button', { name: 'Next' }).click();

  // The review: the same wall clock at the lot, labelled, not Tokyo's 5:00 AM the next day.
  const summary = page.getByLabel('Booking summary');
  await expect(summary).toContainText(shown);
  // The body is read as soon as the answer arrives: the page moves on to the confirmation right after.
  const created = page
    .waitForResponse((response) => response.request().method() === 'POST' && /\/api\/reservations$/.test(response.url()))
    .then((response) => response.json());
  await page.getByRole('button', { name: /Book and pay/ }).click();
  const booking = await created;
  // The API keeps the UTC instant: 2:00 PM in Regina is 20:00 UTC.
  expect(booking.startAt).toBe(`${day}T20:00:00.000Z`);

  // The details page answers the lot's zone and shows the same time. The confirmation may read the
  // same reservation just before we leave it: a body the page navigated away from is not kept.
  const detailBodies: { timeZone?: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith(`/api/reservations/${booking.reservationId}`) || response.request().method() !== 'GET') return;
    try {
      detailBodies.push(await response.json());
    } catch {
      // answered to the page we left
    }
  });
  await page.goto(`/reservations/${booking.reservationId}`);
  await expect(page.locator('[data-field="startAt"]')).toHaveText(shown);
  await expect.poll(() => detailBodies.at(-1)?.timeZone).toBe('America/Regina');

  // The reservations list: the newest start first, in the lot's time.
  await page.goto('/reservations');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(booking.reservationId), exact: true }) });
  await expect(row).toContainText(shown);
});
