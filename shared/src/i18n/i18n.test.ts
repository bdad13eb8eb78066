import { DEFAULT_LANGUAGE, AMENITIES, RESERVATION_DURATIONS, STATUS_NAMES, amenityKey, durationKey } from '@haulstop/shared/constants';
import { MENU_GROUPS } from '@haulstop/shared/menu';
import { declaredConsolePages } from '../testing/console-pages';
import { RULE_MESSAGES } from '@haulstop/shared/rules';
import { statusKey } from '@haulstop/shared/status';
import { emptySession, sessionStore } from '@haulstop/shared/session';
import { changeLanguage, i18n, initI18n, resetI18nForTests, translate } from '@haulstop/shared/i18n';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import es from '../../locales/es/common.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
const EN = flatten(en as Tree);
const FR = flatten(fr as Tree);
const ES = flatten(es as Tree);

function fakeFetch(files: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const name = new URL(url, 'http://host.test').pathname.split('/').pop() ?? '';
    if (!(name in files)) return { ok: false, status: 404, json: async () => ({}) } as Response;
    const body = files[name];
    if (body instanceof Error) throw body;
    return { ok: true, status: 200, json: async () => body } as Response;
  });
}

describe('language files (common.json)', () => {
  it('French and Spanish define exactly the English keys', () => {
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
  });
  it('no translation is empty', () => {
    for (const table of [EN, FR, ES]) expect(Object.entries(table).filter(([, v]) => !v.trim())).toEqual([]);
  });
  it('every validation message has its key, with the exact English text of the rules', () => {
    for (const [key, message] of Object.entries(RULE_MESSAGES)) expect(EN[key]).toBe(message);
  });
  it('every drawer group has its key, with its English label', () => {
    for (const group of Object.values(MENU_GROUPS)) expect(EN[group.pageNameCode]).toBe(group.pageName);
  });
  it("every page's menu label ships in English, French and Spanish with its remote, under a menu. key", () => {
    for (const { menu } of declaredConsolePages()) {
      if (!menu) continue;
      expect(menu.labelKey).toMatch(/^menu\./);
      for (const text of [menu.labels.en, menu.labels.fr, menu.labels.es]) expect(text.trim()).not.toBe('');
    }
  });
  it('every status name of SPEC §4 has its key, with its exact spelling, and Paid too', () => {
    for (const s of [...STATUS_NAMES, 'Paid']) expect(EN[statusKey(s)]).toBe(s);
  });
  it('every amenity and duration has its key', () => {
    for (const a of AMENITIES) expect(EN[amenityKey(a)]).toBe(a);
    for (const d of RESERVATION_DURATIONS) expect(EN[durationKey(d)]).toBe(d);
  });
  it.each([
    ['messages.sessionExpired', 'Session Expired. Please login again.'],
    ['messages.updatedSuccessfully', 'Updated Successfully'],
    ['messages.errorResettingPassword', 'Error resetting the password'],
    ['messages.errorRetrievingData', 'Error retrieving data'],
    ['messages.organisationAlreadyLoaded', 'The selected organisation is already loaded'],
    ['common.loading', 'Loading...'],
    ['common.somethingWentWrong', 'Something went wrong.'],
    ['common.allRightsReserved', 'All Rights Reserved.'],
    ['common.unexpectedApplicationError', 'Unexpected Application Error!'],
    ['common.retry', 'Retry'],
    ['common.mainMenu', 'Main menu'],
    ['common.toggleMenu', 'Toggle menu'],
    ['carrierNetwork.enableScreen', 'Enable Carrier Network Screen'],
    ['header.switchOrganization', 'Switch Organization'],
    ['dialogs.myProfile.title', 'My Profile'],
  ])('SPEC text %s is %p', (key, text) => expect(EN[key]).toBe(text));
});

describe('i18n instance', () => {
  const files = {
    'language.json': { ...en, host: { hello: 'Hello' } },
    'french.json': { ...fr, host: { hello: 'Bonjour' } },
    'Spanish.json': { ...es, host: { hello: 'Hola' } },
  };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStore.setState(emptySession());
    resetI18nForTests();
  });

  it('loads the language files from <origin>/i18n/ with a random query', async () => {
    localStorage.setItem('language', 'fr');
    const fetchImpl = fakeFetch(files);
    await initI18n({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const urls = fetchImpl.mock.calls.map(([u]) => new URL(u, 'http://host.test'));
    expect(urls.map((u) => u.origin + u.pathname).sort()).toEqual([
      `${window.location.origin}/i18n/french.json`,
      `${window.location.origin}/i18n/language.json`,
    ]);
    expect(urls.every((u) => (u.searchParams.get('rand') ?? '').length > 0)).toBe(true);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('host.hello')).toBe('Bonjour');
    expect(i18n.t('menu.reports')).toBe('Rapports');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('initialising twice keeps ONE instance and loads once', async () => {
    const fetchImpl = fakeFetch(files);
    const a = await initI18n({ fetchImpl: fetchImpl as unknown as typeof fetch, language: 'en' });
    const b = await initI18n({ fetchImpl: fetchImpl as unknown as typeof fetch, language: 'es' });
    expect(a).toBe(b);
    expect(a).toBe(i18n);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('the default language is English', async () => {
    await initI18n({ fetchImpl: fakeFetch(files) as unknown as typeof fetch });
    expect(i18n.language).toBe(DEFAULT_LANGUAGE);
    expect(i18n.t('host.hello')).toBe('Hello');
  });

  it('a language change loads its file, switches, and is persisted', async () => {
    const fetchImpl = fakeFetch(files);
    await initI18n({ fetchImpl: fetchImpl as unknown as typeof fetch, language: 'en' });
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('header.logout')).toBe('Cerrar sesión');
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStore.getState().language).toBe('es');
    expect(fetchImpl.mock.calls.map(([u]) => new URL(u, 'http://host.test').pathname)).toContain('/i18n/Spanish.json');
  });

  it('on a load failure an error is logged and the English texts stay', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n({ fetchImpl: fakeFetch({ 'language.json': new TypeError('Failed to fetch') }) as unknown as typeof fetch, language: 'en' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('language.json'), expect.any(TypeError));
    expect(i18n.t('common.loading')).toBe('Loading...');
    // The host's own areas too, not only common.json (the login page's title was a raw key).
    expect(i18n.t('host.login.title')).toBe('Sign in to your console');
    await changeLanguage('fr'); // french.json answers 404
    expect(error).toHaveBeenCalledTimes(2);
    expect(i18n.t('common.retry')).toBe('Retry');
    error.mockRestore();
  });

  it('translate() works outside React, with English before init', () => {
    expect(translate('messages.sessionExpired', 'Session Expired. Please login again.')).toMatch(/Session|Sesión|Session expirée/);
  });
});
