import { expect, test, type Page } from '@playwright/test';
import { localeText } from './header-support';
import { DEMO_PASSWORD, USERS } from './support';

// `/:language` is the login view with a language (for example /fr, /es). The texts come
// from shared/locales/<lang>/{common,host}.json; the language files are fetched with a random
// query (french.json, Spanish.json).

type Lang = 'en' | 'fr' | 'es';

/** The login view's own texts in one language. */
async function expectLoginIn(page: Page, lang: Lang) {
  await expect(page.getByRole('button', { name: localeText(lang, 'common.login'), exact: true })).toBeVisible();
  await expect(page.getByLabel(localeText(lang, 'common.email'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(localeText(lang, 'common.password'), { exact: true })).toBeVisible();
  await expect(page.getByText(localeText(lang, 'host.login.title', 'host'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: localeText(lang, 'host.login.signUp', 'host') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const cases: { lang: Exclude<Lang, 'en'>; file: string }[] = [
  { lang: 'fr', file: 'french.json' },
  { lang: 'es', file: 'Spanish.json' },
];

test.describe('/:language login view', () => {
  for (const { lang, file } of cases) {
    test(`/${lang} shows the login in ${lang === 'fr' ? 'French' : 'Spanish'} (its language file fetched with a random query)`, async ({ page }) => {
      const languageFile = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/${file}`));
      await page.goto(`/${lang}`);
      const url = new URL((await languageFile).url());
      expect(url.searchParams.get('rand')).toMatch(/^\w+$/);
      await expectLoginIn(page, lang);
      // No English left on the form.
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });
  }

  test('/fr then logging in keeps French in the console (the chosen language is kept)', async ({ page }) => {
    await page.goto('/fr');
    await expectLoginIn(page, 'fr');
    await page.getByLabel(localeText('fr', 'common.email'), { exact: true }).fill(USERS.owner);
    await page.getByLabel(localeText('fr', 'common.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: localeText('fr', 'common.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/mapDashboard$/);
    const nav = page.getByRole('navigation', { name: localeText('fr', 'common.mainMenu') });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: localeText('fr', 'menu.mapDashboard'), exact: true })).toBeVisible();
  });

  test('/es after /fr switches again: the last language visited wins', async ({ page }) => {
    await page.goto('/fr');
    await expectLoginIn(page, 'fr');
    await page.goto('/es');
    await expectLoginIn(page, 'es');
    // Back to / keeps the kept language (persisted), still the login view.
    await page.goto('/');
    await expectLoginIn(page, 'es');
  });

  test('a path that is not a language is not a login view: /de shows the not-found page', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByText(localeText('en', 'common.pageNotFound'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  });
});
