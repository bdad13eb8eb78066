import { registerRemotes } from '@module-federation/enhanced/runtime';
import { consoleMenu, consolePages, menuLinks, setConsolePages } from '@haulstop/shared/menu';
import { declaredConsolePages, testI18n } from '@haulstop/shared/testing';
import { IncompatibleRemoteError } from './compatibility';
import { loadRemotePage } from './load-remote-page';
import { publicRemoteModuleAt } from '../app/guard-entry';
import {
  LAST_MANIFESTS_KEY,
  applyLastKnownRemotes,
  loadRemoteManifests,
  loadedRemotes,
  manifestUrlOf,
  readManifest,
  startRemoteManifests,
} from './remote-manifests';
import { setRemotesInUse } from './remotes-in-use';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const i18n = testI18n();
const REPORTS = 'http://remotes.test/reports/remoteEntry.js';
const FINANCE = 'http://remotes.test/finance/remoteEntry.js';

/** A remote's mf-manifest.json with its pages under metaData.haulstop. */
function manifestOf(remote: string, version: string, shared = '^1.1.0') {
  const pages = declaredConsolePages()
    .filter((page) => page.remote === remote)
    .map(({ remote: _remote, ...page }) => page);
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, haulstop: { version, requires: { '@haulstop/shared': shared, host: '^1.1.0' }, pages } },
  };
}

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 503, json: async () => body } as Response);

beforeEach(() => {
  localStorage.clear();
  setRemotesInUse({});
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
    // Another start: nothing in use yet.
    setRemotesInUse({});
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

describe('a remote this console cannot run is not loaded', () => {
  const running = { host: '1.1.0', shared: '1.1.0' };
  const deployed = (version: string) => `http://console.test/remotes/reports/${version}/mf-manifest.json`;
  const manifests: Record<string, unknown> = {
    [deployed('1.0.0-3')]: manifestOf('reports', '1.0.0-3', '^9.0.0'),
    [deployed('1.0.0-2')]: manifestOf('reports', '1.0.0-2', '^8.0.0'),
    [deployed('1.0.0-1')]: manifestOf('reports', '1.0.0-1'),
  };
  const fetchImpl = jest.fn((url: string) => (manifests[url] ? answer(manifests[url]) : answer(null, false))) as unknown as typeof fetch;

  it('the newest earlier version still served that fits is used instead, and registered', async () => {
    const remotes = await loadRemoteManifests(
      { reports: deployed('1.0.0-3') },
      { refresh: true, fetchImpl, running, earlier: { reports: [deployed('1.0.0-2'), deployed('1.0.0-1')] } },
    );
    expect(remotes.reports).toMatchObject({ version: '1.0.0-1', asked: deployed('1.0.0-3') });
    expect(remotes.reports?.incompatible).toBeUndefined();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'reports', entry: 'http://console.test/remotes/reports/1.0.0-1/remoteEntry.js' }], { force: true });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('1.0.0-1 is used instead'));
  });

  it('with none that fits, its pages stay routed but it is neither registered nor loaded: the error names both versions', async () => {
    jest.mocked(registerRemotes).mockClear();
    const remotes = await loadRemoteManifests(
      { reports: deployed('1.0.0-3') },
      { refresh: true, fetchImpl, running, earlier: { reports: [deployed('1.0.0-2')] } },
    );
    expect(remotes.reports).toMatchObject({ version: '1.0.0-3', incompatible: { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' } });
    expect(registerRemotes).not.toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ name: 'reports' })]), expect.anything());
    expect(consolePages().map((page) => page.route)).toContain('/reconciliation');
    const refused = loadRemotePage('reports/Reconciliation');
    await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(refused).rejects.toMatchObject({ remote: 'reports', version: '1.0.0-3', reason: { running: '1.1.0', range: '^9.0.0' } });
  });
});

describe('a page with unsaved changes keeps the version it was mounted with', () => {
  it('a new version named by the registry is not taken while the remote keeps its version, and is taken after', async () => {
    const v1 = 'http://console.test/remotes/finance/1.0.0-1/mf-manifest.json';
    const v2 = 'http://console.test/remotes/finance/1.0.0-2/mf-manifest.json';
    const fetchImpl = jest.fn((url: string) => answer(manifestOf('finance', url === v1 ? '1.0.0-1' : '1.0.0-2'))) as unknown as typeof fetch;
    await loadRemoteManifests({ finance: v1 }, { refresh: true, fetchImpl });
    let dirty = true;
    await loadRemoteManifests({ finance: v2 }, { fetchImpl, keepsVersion: (name) => name === 'finance' && dirty });
    expect(loadedRemotes().finance?.version).toBe('1.0.0-1');
    dirty = false;
    await loadRemoteManifests({ finance: v2 }, { fetchImpl, keepsVersion: (name) => name === 'finance' && dirty });
    expect(loadedRemotes().finance?.version).toBe('1.0.0-2');
  });
});

describe("at start, the manifests take the least from the first screen's network", () => {
  const RESERVE = 'http://remotes.test/reserve/remoteEntry.js';
  const remotes = { reserve: RESERVE, reports: REPORTS, finance: FINANCE };
  const remoteOf = (url: string) => url.split('/')[3]!;
  const fetchImpl = jest.fn((url: string) => answer(manifestOf(remoteOf(url), '1.0.0')));
  const asked = () => fetchImpl.mock.calls.map(([url]) => remoteOf(url)).sort();
  const visitorsPage = () => publicRemoteModuleAt('/globaldashboard');
  let later: (() => void)[] = [];
  const options = (extra = {}) => ({ later: (read: () => void) => later.push(read), fetchImpl: fetchImpl as unknown as typeof fetch, ...extra });
  const runLater = async () => {
    later.forEach((read) => read());
    later = [];
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  beforeEach(() => {
    setRemotesInUse({});
    fetchImpl.mockClear();
    later = [];
  });

  it('the last known manifests of the same remotes route at once; every manifest is read again later', async () => {
    await loadRemoteManifests(remotes, { refresh: true, fetchImpl: fetchImpl as unknown as typeof fetch });
    setConsolePages([]);
    fetchImpl.mockClear();
    await startRemoteManifests(remotes, options());
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(consolePages().map((page) => page.route)).toContain('/invoiceDashboard');
    await runLater();
    expect(asked()).toEqual(['finance', 'reports', 'reserve']);
  });

  it("a visitor's public page waits for its own remote's manifest alone; the others are read later, once", async () => {
    await startRemoteManifests(remotes, options({ visitorsPage }));
    expect(asked()).toEqual(['reserve']);
    expect(visitorsPage()).toBe('reserve/GlobalDashboard');
    await runLater();
    expect(asked()).toEqual(['finance', 'reports', 'reserve']);
    expect(consolePages().map((page) => page.route)).toEqual(expect.arrayContaining(['/globaldashboard', '/invoiceDashboard', '/reconciliation']));
  });

  it('should that remote no longer declare the page, every manifest is read before the console routes', async () => {
    const moved = jest.fn((url: string) => {
      const manifest = manifestOf(remoteOf(url), '1.0.0');
      if (remoteOf(url) === 'reserve') manifest.metaData.haulstop.pages = manifest.metaData.haulstop.pages.filter((page) => page.route !== '/globaldashboard');
      return answer(manifest);
    });
    await startRemoteManifests(remotes, options({ visitorsPage, fetchImpl: moved as unknown as typeof fetch }));
    expect(moved.mock.calls.map(([url]) => remoteOf(url)).sort()).toEqual(['finance', 'reports', 'reserve']);
    expect(consolePages().map((page) => page.route)).toContain('/invoiceDashboard');
    expect(later).toEqual([]);
  });

  it('manifests read again with nothing changed apply nothing: no labels added (each re-renders every text on screen), no entry registered again', async () => {
    await loadRemoteManifests(remotes, { refresh: true, fetchImpl: fetchImpl as unknown as typeof fetch });
    const pages = consolePages();
    const added = jest.fn();
    // react-i18next re-renders on the store's 'added' (bindI18nStore).
    i18n.store.on('added', added);
    jest.mocked(registerRemotes).mockClear();
    await loadRemoteManifests(remotes, { refresh: true, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(added).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(consolePages()).toBe(pages);
    // A remote deployed meanwhile is taken.
    const redeployed = jest.fn((url: string) => answer(manifestOf(remoteOf(url), remoteOf(url) === 'reports' ? '1.0.1' : '1.0.0')));
    await loadRemoteManifests(remotes, { refresh: true, fetchImpl: redeployed as unknown as typeof fetch });
    i18n.store.off('added', added);
    expect(loadedRemotes().reports?.version).toBe('1.0.1');
    expect(consolePages()).not.toBe(pages);
    expect(added).toHaveBeenCalled();
  });

  it('a signed-in start without last known manifests reads them all before the console routes', async () => {
    await startRemoteManifests(remotes, options());
    expect(asked()).toEqual(['finance', 'reports', 'reserve']);
    expect(later).toEqual([]);
  });
});
