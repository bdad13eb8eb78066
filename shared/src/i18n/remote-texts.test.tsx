import { act, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { emptySession, sessionStore } from '@haulstop/shared/session';
import { changeLanguage, initI18n, loadRemoteTexts, preloadRemoteTexts, resetI18nForTests, useRemoteTexts, type RemoteTexts } from '@haulstop/shared/i18n';
import en from '../../locales/en/common.json';

const ADMIN: RemoteTexts = { area: 'admin', baseUrl: 'http://remote.test:8083/' };

function fakeFetch(files: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const { origin, pathname } = new URL(url);
    const body = files[origin + pathname];
    if (body === undefined) return { ok: false, status: 404, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => body } as Response;
  });
}

const HOST_FILES = { 'http://localhost/i18n/language.json': en, 'http://localhost/i18n/french.json': {} };
const REMOTE_FILES = {
  'http://remote.test:8083/i18n/en.json': { admin: { greeting: 'Organization' } },
  'http://remote.test:8083/i18n/fr.json': { admin: { greeting: 'Organisation' } },
};

async function start(files: Record<string, unknown>) {
  const fetchImpl = fakeFetch({ ...HOST_FILES, ...files });
  await initI18n({ fetchImpl: fetchImpl as unknown as typeof fetch, language: 'en', baseUrl: 'http://localhost/i18n/' });
  return fetchImpl;
}

function Page() {
  const { t } = useTranslation();
  const ready = useRemoteTexts(ADMIN);
  return <p data-ready={ready}>{t('admin.greeting')}</p>;
}

describe('a remote owns its page texts, loaded at runtime', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState(emptySession());
    resetI18nForTests();
  });

  it("loadRemoteTexts fetches the remote's i18n/<lang>.json (random query) once and adds its keys", async () => {
    const fetchImpl = await start(REMOTE_FILES);
    fetchImpl.mockClear();
    expect(await loadRemoteTexts(ADMIN, 'fr')).toBe(true);
    expect(await loadRemoteTexts(ADMIN, 'fr')).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const url = new URL(fetchImpl.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('http://remote.test:8083/i18n/fr.json');
    expect((url.searchParams.get('rand') ?? '').length).toBeGreaterThan(0);
  });

  it('useRemoteTexts shows the texts once loaded, and loads the new language on a change', async () => {
    await start(REMOTE_FILES);
    render(<Page />);
    await waitFor(() => expect(screen.getByText('Organization').dataset.ready).toBe('true'));
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(screen.getByText('Organisation').dataset.ready).toBe('true'));
  });

  it('preloadRemoteTexts (the host, while the page loads) fetches English and the current language; the page then finds them in, with no fetch', async () => {
    const fetchImpl = await start(REMOTE_FILES);
    await act(() => changeLanguage('fr'));
    fetchImpl.mockClear();
    expect(await preloadRemoteTexts(ADMIN)).toBe(true);
    // French fetched now; English too unless the shared instance (it outlives each test) holds it.
    const fetched = fetchImpl.mock.calls.map(([u]) => new URL(u).pathname);
    expect(fetched).toContain('/i18n/fr.json');
    expect(fetched.every((p) => p === '/i18n/en.json' || p === '/i18n/fr.json')).toBe(true);
    fetchImpl.mockClear();
    render(<Page />);
    // Ready from the first render: no redraw from keys to words under the reader.
    expect(screen.getByText('Organisation').dataset.ready).toBe('true');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a remote file that cannot be loaded is logged, not ready, and tried again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = await start({});
    fetchImpl.mockClear();
    // An area the shared instance does not hold yet (the instance outlives each test).
    const finance: RemoteTexts = { area: 'finance', baseUrl: 'http://finance.test/' };
    expect(await loadRemoteTexts(finance, 'en')).toBe(false);
    expect(error).toHaveBeenCalledWith('The finance texts (en) could not be loaded', expect.any(Error));
    expect(await loadRemoteTexts(finance, 'en')).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
