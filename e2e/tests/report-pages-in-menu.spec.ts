import { expect, test, type Page } from '@playwright/test';
import { localeText, NAMES } from './header-support';
import { USERS } from './support';
import { chooseLanguage, expandMenu, mainMenu, loginAndOpen } from './reports-support';

/** The report pages and their menu label keys. */
const REPORTS = {
  '/dashboard': 'menu.companyDashboard',
  '/drivers': 'menu.driversReport',
  '/revenue': 'menu.revenue',
  '/assetReport': 'menu.assetReport',
  '/parkingLotReport': 'menu.parkingLotReport',
  '/reconciliation': 'menu.reconciliation',
} as const;
type Route = keyof typeof REPORTS;
const ALL = Object.keys(REPORTS) as Route[];

/** Who sees each report ("admin only" = the platform; the platform sees every item). */
const SEES: Record<'owner' | 'carrier' | 'broker' | 'admin', Route[]> = {
  owner: ['/dashboard', '/parkingLotReport', '/reconciliation'],
  carrier: ['/assetReport', '/reconciliation'],
  broker: ['/assetReport', '/reconciliation'],
  admin: ALL,
};

async function reportLinks(page: Page, lang: 'en' | 'fr' | 'es') {
  const name = localeText(lang, 'common.mainMenu');
  await expandMenu(page, name);
  const found: Route[] = [];
  for (const route of ALL) {
    const link = mainMenu(page, name).locator(`a[href="${route}"]`);
    if ((await link.count()) > 0) {
      await expect(link).toHaveAccessibleName(localeText(lang, REPORTS[route]));
      found.push(route);
    }
  }
  return found;
}

for (const who of ['owner', 'carrier', 'broker', 'admin'] as const) {
  test(`${who}@ finds in the menu exactly the reports SPEC §2.3 gives it, and each opens`, async ({ page }) => {
    // A loaded machine: several page loads, a CSV and an axe run.
    test.setTimeout(150_000);
    await loginAndOpen(page, USERS[who], '/reservations');
    expect(await reportLinks(page, 'en')).toEqual(SEES[who]);
    for (const route of SEES[who]) {
      await mainMenu(page).locator(`a[href="${route}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { level: 1, name: localeText('en', REPORTS[route]) })).toBeVisible();
      await expect(page).toHaveTitle(`Haulstop - ${localeText('en', REPORTS[route])}`);
    }
  });
}

for (const [lang, language] of [
  ['fr', 'French'],
  ['es', 'Spanish'],
] as const) {
  for (const who of ['owner', 'carrier'] as const) {
    test(`${who}@ in ${language}: the same reports, labelled in ${language}, and the report speaks it`, async ({ page }) => {
      // A loaded machine: several page loads, a CSV and an axe run.
      test.setTimeout(150_000);
      await loginAndOpen(page, USERS[who], '/reservations');
      await chooseLanguage(page, NAMES[who], language);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await reportLinks(page, lang)).toEqual(SEES[who]);
      await page.goto('/reconciliation');
      await expect(page.getByRole('heading', { level: 1, name: localeText(lang, 'menu.reconciliation') })).toBeVisible();
      await expect(page.getByLabel(localeText(lang, 'reports.range.label', 'reports'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: localeText(lang, 'reports.downloadCsv', 'reports') })).toBeVisible();
    });
  }
}
