import { registerRemotes } from '@module-federation/enhanced/runtime';
import { consoleMenu, consolePages, menuLinks, setConsolePages } from '@haulstop/shared/menu';
import { declaredConsolePages, testI18n } from '@haulstop/shared/testing';
import { LAST_MANIFESTS_KEY, applyLastKnownRemotes, loadRemoteManifests, loadedRemotes, manifestUrlOf, readManifest } from './remote-manifests';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const i18n = testI18n();
const REPORTS = 'http://remotes.test/reports/remoteEntry.js';
const FINANCE = 'http://remotes.test/finance/remoteEntry.js';

/** A remote's mf-manifest.json with its pages under metaData.haulstop. */
function manifestOf(remote: string, version: string) {
  const pages = declaredConsolePages()
    .filter((page) => page.remote === remote)
    .map(({ remote: _remote, ...page }) => page);
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, haulstop: { version, requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' }, pages } },
  };
}

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 503, json: async () => body } as Response);

beforeEach(() => {
  localStorage.clear();
  setConsolePages([]);
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => setConsolePages(declaredConsolePages()));

describe("the console's pages come from the remotes' manifests", () => {
  it('the manifest is beside the entry, and names the entry beside it', () => {
    expect(manifestUrlOf(REPORTS)).toBe('http://remotes.test/reports/mf-manifest.json');
    const read = readManifest('http://remotes.test/reports/1.2.0/mf-manifest.json', manifestOf('reports', '1.2.0'));
    expect(read).toMatchObject({ entry: 'http://remotes.test/reports/1.2.0/remoteEntry.js', version: '1.2.0' });
    expect(() => readManifest('http://x/mf-manifest.json', { metaData: {} })).toThrow('declares no pages');
  });

  it('fetches every manifest, registers each entry, routes and draws their pages, with their labels in every language', async () => {
    const fetchImpl = jest.fn((url: string) => answer(manifestOf(url.includes('reports') ? 'reports' : 'finance', '1.0.0')));
    await loadRemoteManifests({ reports: REPORTS, finance: FINANCE }, { refresh: true, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl.mock.calls.map(([url]) => url).sort()).toEqual([
      'http://remotes.test/finance/mf-manifest.json',
      'http://remotes.test/reports/mf-manifest.json',
    ]);
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'reports', entry: REPORTS }]), { force: true });
    expect(consolePages().some((page) => page.route === '/invoiceDashboard' && page.remote === 'finance')).toBe(true);
    expect(menuLinks(consoleMenu()).map(({ page }) => page.pageRoute)).toContain('/reconciliation');
    expect(i18n.t('menu.invoices', { lng: 'fr' })).toBe('Factures');
    expect(loadedRemotes().finance?.version).toBe('1.0.0');
  });

  it('a remote that cannot be reached keeps the pages of its last known manifest; the others are read afresh', async () => {
    const up = jest.fn(() => answer(manifestOf('finance', '1.0.0')));
    await loadRemoteManifests({ finance: FINANCE }, { refresh: true, fetchImpl: up as unknown as typeof fetch });
    expect(localStorage.getItem(LAST_MANIFESTS_KEY)).toContain('/invoiceDashboard');
    setConsolePages([]);
    const down = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await loadRemoteManifests({ finance: FINANCE }, { refresh: true, fetchImpl: down as unknown as typeof fetch });
    expect(consolePages().map((page) => page.route)).toContain('/invoiceDashboard');
  });

  it('at start the last known manifests of the same remotes are used at once; of other remotes, not', async () => {
    await loadRemoteManifests(
      { finance: FINANCE },
      { refresh: true, fetchImpl: jest.fn(() => answer(manifestOf('finance', '1.0.0'))) as unknown as typeof fetch },
    );
    setConsolePages([]);
    expect(applyLastKnownRemotes({ finance: 'http://elsewhere.test/finance/remoteEntry.js' })).toBe(false);
    expect(consolePages()).toEqual([]);
    expect(applyLastKnownRemotes({ finance: FINANCE })).toBe(true);
    expect(consolePages().map((page) => page.route)).toContain('/soiDashboard');
  });
});
