import { expect, test } from '@playwright/test';
import { USERS, signIn, openFromMenu, refusedThenSaved } from './support';

// A real 1×1 PNG: the API reads the type from the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an owner adds a lot with an image, prices it and gives it a gate code, reading each message first, sees it on the map, then deletes it', async ({
  page,
}) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Parking Lots', 'Administrator');
  await expect(page.getByRole('table', { name: 'Parking Lots' }).getByRole('row')).toHaveCount(11); // header + 10 a page

  await page.getByRole('link', { name: 'Add parking lot' }).click();
  const form = page.getByRole('form', { name: 'New parking lot' });
  await form.getByRole('button', { name: 'Save' }).click();
  // Every message on the first submit, at its field.
  await expect(form.getByLabel('Lot name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Add at least 1 image')).toBeVisible();
  await expect(form.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
  await expect(form.getByText('Slots must be a whole number from 1 to 10000')).toBeVisible();

  // "a lot name is cut silently at 63 characters": the whole name is kept and the limit is said
  await form.getByLabel('Lot name').fill('n'.repeat(64));
  await expect(form.getByLabel('Lot name')).toHaveValue('n'.repeat(64));
  await expect(form.getByText('Lot name must be less than 64 characters')).toBeVisible();
  await form.getByLabel('Lot name').fill('Brandon East Yard');
  await form.getByLabel('Address').fill('2200 Victoria Ave E');
  await form.getByLabel('City').fill('Brandon');
  await form.getByLabel('State or province').fill('MB');
  await form.getByLabel('Country').selectOption('CA');
  await expect(form.getByLabel('Currency')).toHaveValue('CAD');
  await form.getByLabel('Latitude').fill('149.85');
  await form.getByLabel('Longitude').fill('-99.92');
  await form.getByLabel('Time zone').selectOption({ label: 'Winnipeg (CDT)' }); // Brandon, Manitoba: the lot's real zone, UTC−5 all year since November 2026 and labelled with its region's name
  await form.getByLabel('Slots').fill('0');
  // Then the messages follow the typing.
  await expect(form.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
  await form.getByLabel('Latitude').fill('49.85');
  await expect(form.getByText('Latitude must be a number from -90 to 90')).toHaveCount(0);
  await expect(form.getByText('Slots must be a whole number from 1 to 10000')).toBeVisible();
  await form.getByLabel('Slots').fill('30');
  await form.getByLabel('Instructions for drivers').fill('Check in at the fuel desk.');
  await expect(form.getByText('26 / 1000')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Shower' }).check({ force: true });

  // A file that is not an image is refused at the field, before it is sent.
  await form.getByLabel('Add images').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Upload a JPEG, PNG or WebP image')).toBeVisible();
  await form.getByLabel('Add images').setInputFiles([
    { name: 'gate.png', mimeType: 'image/png', buffer: PNG },
    { name: 'yard.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByTestId('lot-image')).toHaveCount(2);
  await expect(form.getByText('Add at least 1 image')).toHaveCount(0);
  await form.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(form.getByTestId('lot-image')).toHaveCount(1);
  await expect
    .poll(() => form.getByRole('img', { name: 'Image 1 of the lot' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parking lot saved')).toBeVisible();
  await expect(page).toHaveURL(/\/parkingLot$/);
  await page.getByLabel('Search').fill('Brandon East');
  const row = page.getByRole('table', { name: 'Parking Lots' }).getByRole('row', { name: /Brandon East Yard/ });
  await expect(row).toContainText('Brandon, MB, CA');
  await expect(row).toContainText('30');

  // Its prices, a bad amount first …
  await page.goto('/parkinglotpricing');
  const prices = page.getByRole('form', { name: 'Parking Lot Pricing' });
  await prices.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Brandon East Yard (CAD)' });
  await prices.getByLabel('Price (CAD) — 6 hrs').fill('12.5.0');
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(prices.getByText('Enter a valid number')).toBeVisible();
  // "a price of 0 is accepted"
  await prices.getByLabel('Price (CAD) — 6 hrs').fill('0');
  await expect(prices.getByText('A price must be more than 0')).toBeVisible();
  await prices.getByLabel('Price (CAD) — 6 hrs').fill('15');
  await prices.getByLabel('Price (CAD) — 24 hrs').fill('40');
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();

  // … and a gate code, a too-long one first.
  await page.goto('/parkinglotAccessCode');
  await page.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Brandon East Yard' });
  await page.getByRole('button', { name: 'Add access code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Add access code' });
  await refusedThenSaved(codeDialog, page, {
    refused: { Code: 'B'.repeat(32), 'Valid from': '2030-05-01T08:00', 'Valid to': '2030-06-01T08:00' },
    messages: ['Code must be less than 32 characters'],
    accepted: { Code: 'BRANDON-GATE-1' },
    saved: 'Access code saved',
  });
  await expect(page.getByRole('table', { name: 'Access Codes' }).getByRole('row', { name: /BRANDON-GATE-1/ })).toBeVisible();

  // On the map, with its price.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map Dashboard' }).click();
  const listed = page
    .getByRole('list', { name: 'Parking lots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Brandon East Yard', exact: true }) });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('From CA$15.00');

  // Open it again and delete it (no booking holds it), so the demo data stays as seeded.
  await page.goto('/parkingLot');
  await page.getByLabel('Search').fill('Brandon East');
  await page.getByRole('link', { name: 'Brandon East Yard' }).click();
  const editor = page.getByRole('form', { name: 'Edit parking lot' });
  await expect(editor.getByLabel('Lot name')).toHaveValue('Brandon East Yard');
  await expect(editor.getByLabel('Instructions for drivers')).toHaveValue('Check in at the fuel desk.');
  // Asked in the console's dialog, never the browser's box.
  await editor.getByRole('button', { name: 'Delete lot' }).click();
  const ask = page.getByRole('dialog', { name: /^Delete Brandon East Yard\? Its history is kept/ });
  await ask.getByRole('button', { name: 'Delete lot' }).click();
  await expect(page.getByText('Parking lot deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/parkingLot$/);
});

test('leaving the lot editor with unsaved changes asks first, and staying keeps what was typed', async ({ page }) => {
  await signIn(page, USERS.owner, '/parkingInfo');
  const form = page.getByRole('form', { name: 'New parking lot' });
  await form.getByLabel('Lot name').fill('Half-typed lot');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map Dashboard' }).click();
  await expect(form.getByLabel('Lot name')).toHaveValue('Half-typed lot');
  await expect(page).toHaveURL(/\/parkingInfo$/);
});

test("a lot's coordinates are picked on the built-in map: a click sets both fields, zooming in places it finer", async ({ page }) => {
  await signIn(page, USERS.owner, '/parkingInfo');
  const form = page.getByRole('form', { name: 'New parking lot' });
  const map = form.getByRole('group', { name: 'Location on the map' });
  await expect(map).toBeVisible();
  // The centre of the opening view (the contiguous US and southern Canada) is in Kansas–Nebraska.
  await map.click();
  const latitude = Number(await form.getByLabel('Latitude').inputValue());
  const longitude = Number(await form.getByLabel('Longitude').inputValue());
  expect(latitude).toBeGreaterThan(38);
  expect(latitude).toBeLessThan(45);
  expect(longitude).toBeGreaterThan(-98);
  expect(longitude).toBeLessThan(-92);
  // Zoomed in, the view is centred on the chosen point: a click 40 px to the right moves it far less
  // than a degree east, and leaves the latitude where it was.
  await form.getByRole('button', { name: 'Zoom in' }).click();
  await form.getByRole('button', { name: 'Zoom in' }).click();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 } });
  const east = Number(await form.getByLabel('Longitude').inputValue());
  expect(east).toBeGreaterThan(longitude);
  expect(east - longitude).toBeLessThan(1);
  expect(Number(await form.getByLabel('Latitude').inputValue())).toBeCloseTo(latitude, 1);
});
