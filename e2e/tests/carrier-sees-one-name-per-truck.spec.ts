import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS, fillSearchNearCalgary } from './support';

type Entry = { sno: number; assetId: number | null; assetLabel: string | null };

test('a truck has one name: the booking screen’s list names it as its reservation page does', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number; orgName: string }[] };
  const northline = organizations.find((o) => o.orgName === 'Northline Freight')!;
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': String(northline.orgId) };
  const list = (await (await page.request.get(`${API}/api/reservations?size=20`, { headers })).json()) as {
    content: { reservationId: number; orgId: number; entries: { assetLabel: string | null }[] }[];
  };
  const reservation = list.content.find((r) => r.orgId === northline.orgId && r.entries.some((e) => e.assetLabel))!;
  expect(reservation).toBeDefined();
  const detail = (await (await page.request.get(`${API}/api/reservations/${reservation.reservationId}`, { headers })).json()) as { entries: Entry[] };
  const named = new Map(detail.entries.filter((e) => e.assetId !== null && e.assetLabel).map((e) => [String(e.assetId), e.assetLabel as string]));

  // The reservation page names each truck: make and year, then the plate.
  await signIn(page, USERS.carrier, `/reservations/${reservation.reservationId}`);
  for (const label of named.values()) {
    expect(label).toMatch(/^\S.* \(\S+\)$/);
    await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
  }

  // The booking screen's list of trucks and trailers names the same assets the same way.
  await page.goto('/reserve');
  const search = await fillSearchNearCalgary(page);
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: /^Reserve at / })
    .first()
    .click();
  const assets = page.getByLabel('Truck or trailer', { exact: true });
  await expect(assets.locator('option').nth(1)).toBeAttached();
  const options = await assets.locator('option').evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
  const shared = options.filter((o) => named.has(o.value));
  expect(shared.length).toBeGreaterThan(0);
  for (const option of shared) expect(option.text).toBe(named.get(option.value));
  // No asset is named by its type and VIN.
  for (const option of options.slice(1)) expect(option.text).not.toMatch(/[A-HJ-NPR-Z0-9]{17}/);
});
