import { expect, test, type Page } from '@playwright/test';
import EN from '../../api/locales/en.json';
import { createRequire } from 'node:module';
import { DEMO_PASSWORD, loginAs, USERS } from './support';

/**
 * SPEC §6 applied to each demo user (DESIGN.md §5). The labels are written out literally: links
 * in display order once every group is expanded, and the group buttons.
 */
const TOP_ALL = [
  'Reserve',
  'Company Dashboard',
  'Map Dashboard',
  'Invoices',
  'Statement of Income',
  'Consolidated invoice',
  'Discount code invoice',
  'API hub',
];
const NETWORK = ['Carrier Organizations', 'Add Carrier', 'Carrier Assets', 'Subscription Invoice'];

// Northline Freight: CARRIER with the carrier network enabled.
const CARRIER_MENU = {
  groups: ['Administrator', 'Carrier Network', 'Reports'],
  links: [
    'Reserve',
    'Invoices',
    'Consolidated invoice',
    'API hub',
    'Company Profile',
    'Drivers',
    'Discount Codes',
    'Assets',
    ...NETWORK,
    'Reservations',
    'Asset Report',
    'Reconciliation',
  ],
};

const EXPECTED: Record<keyof typeof USERS, { groups: string[]; links: string[] }> = {
  // ADMIN sees every org type; 'admin' view items (platform only); no /companyProfile for an admin organisation.
  admin: {
    groups: ['Parking', 'Administrator', 'Carrier Network', 'Reports'],
    links: [
      ...TOP_ALL,
      'Gate',
      'Organization Details',
      'Amenities',
      'Parking Lots',
      'Drivers',
      'Access Codes',
      'Discount Codes',
      'Book Reservations',
      'Assets',
      'Asset Types',
      'Equipment Types',
      'Remote Versions',
      ...NETWORK,
      'Reservations',
      'Drivers Report',
      'Parking Lot Pricing',
      'Revenue',
      'Subscriptions',
      'Asset Report',
      'Parking Lot Report',
      'Reconciliation',
    ],
  },
  owner: {
    groups: ['Parking', 'Administrator', 'Reports'],
    links: [
      'Company Dashboard',
      'Map Dashboard',
      'Invoices',
      'Statement of Income',
      'Discount code invoice',
      'Gate',
      'Company Profile',
      'Parking Lots',
      'Access Codes',
      'Discount Codes',
      'Reservations',
      'Parking Lot Pricing',
      'Parking Lot Report',
      'Reconciliation',
    ],
  },
  // Manager is hidden from invoices, statement of income, discount invoice and discount codes.
  manager: {
    groups: ['Parking', 'Administrator', 'Reports'],
    links: [
      'Company Dashboard',
      'Map Dashboard',
      'Gate',
      'Company Profile',
      'Parking Lots',
      'Access Codes',
      'Reservations',
      'Parking Lot Pricing',
      'Parking Lot Report',
      'Reconciliation',
    ],
  },
  carrier: CARRIER_MENU,
  // Same organisation as carrier@, role user: the menu filter reads no user role but Manager.
  dispatch: CARRIER_MENU,
  // Eastbound Brokerage: BROKER without the carrier network: the carrier's menu less the network's links.
  broker: {
    groups: ['Administrator', 'Reports'],
    links: CARRIER_MENU.links.filter((label) => !NETWORK.includes(label)),
  },
};

async function menuOf(page: Page): Promise<{ groups: string[]; links: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const groups = nav.getByRole('button');
  for (const group of await groups.all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  return {
    groups: (await groups.allInnerTexts()).map((t) => t.replace('›', '').trim()),
    links: (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()),
  };
}

/**
 * The pages the remotes declare and their group, read from each remote's pages file
 * (remote-<name>/pages.manifest.cjs, the list its manifest carries): the drawer shows SPEC §6's
 * menu of the pages that exist. The expected menus above stay literal; only "which pages exist"
 * is derived.
 */
type PagesFile = { pages: { menu: { group: 'parking' | 'administrator' | 'carrierNetwork' | 'reports' | null; labels: { en: string } } | null }[] };
const GROUP_NAMES = { parking: 'Parking', administrator: 'Administrator', carrierNetwork: 'Carrier Network', reports: 'Reports' } as const;
const requireFile = createRequire(__filename);
const BUILT: Record<string, string | null> = Object.fromEntries(
  ['reserve', 'finance', 'admin', 'reports'].flatMap((remote) =>
    (requireFile(`../../remote-${remote}/pages.manifest.cjs`) as PagesFile).pages.flatMap(({ menu }): [string, string | null][] =>
      menu ? [[menu.labels.en, menu.group ? GROUP_NAMES[menu.group] : null]] : [],
    ),
  ),
);
const GROUP_ORDER = ['Parking', 'Administrator', 'Carrier Network', 'Reports'];
function builtPart(menu: { groups: string[]; links: string[] }) {
  const links = menu.links.filter((label) => label in BUILT);
  const groups = GROUP_ORDER.filter((group) => menu.groups.includes(group) && links.some((label) => BUILT[label] === group));
  return { groups, links };
}

for (const [who, loginId] of Object.entries(USERS) as [keyof typeof USERS, string][]) {
  test(`${who} logs in and sees exactly the menu SPEC §6 gives them, less the pages not built yet`, async ({ page }) => {
    await loginAs(page, loginId);
    await expect(page).toHaveURL(/\/mapDashboard$/);
    expect(await menuOf(page)).toEqual(builtPart(EXPECTED[who]));
  });
}

test('a group collapses again', async ({ page }) => {
  await loginAs(page, USERS.owner);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const reports = nav.getByRole('button', { name: 'Reports' });
  await reports.click();
  await expect(nav.getByRole('link', { name: 'Reservations' })).toBeVisible();
  await reports.click();
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Reservations' })).toBeHidden();
});

test('a wrong password shows the API message under Password and stays on login', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(USERS.owner);
  const password = page.getByLabel('Password');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  // The API names the field (errorField 'password'): its message is under it, not a banner.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(EN.apiErrors.invalidCredentials);
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor who comes from the driver's page and signs in at once sees the whole menu", async ({ page }) => {
  // The driver's page reads its own remote's manifest alone; the others come after its first screen.
  const { remotes } = (await (await page.request.get('/server.json')).json()) as { remotes: Record<string, string> };
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto('/globaldashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(manifests).toEqual([new URL('mf-manifest.json', new URL(remotes.reserve!, page.url())).href]);
  await page.getByRole('link', { name: /^Sign in/ }).click();
  await page.getByLabel('Email').fill(USERS.owner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // Back on the page viewed last (the driver's page), now inside the console.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await menuOf(page)).toEqual(builtPart(EXPECTED.owner));
});
