import { i18n } from '@haulstop/shared/i18n';
import { menuTexts, setConsolePages, type ConsolePage, type HaulstopManifestData, type RemotePage } from '@haulstop/shared/menu';
import { incompatibilityOf, type Incompatibility, type RunningVersions } from './compatibility';
import { reportConsoleError } from './error-report';
import { PUBLIC_PAGES_REMOTE } from './public-pages-remote';
import { registryPreviousManifests } from './registry';
import { remotesInUse, setRemotesInUse } from './remotes-in-use';
import { registerRuntimeRemotes } from './remote-registry';
import { keepsItsVersion } from './version-hold';

/**
 * What the console knows of one remote: where its manifest is, the version and pages it declares,
 * the versions it needs, and its entry. `asked` is the manifest named when an earlier version
 * (`manifest`) is used in its place; `incompatible` says why this tab does not load it at all.
 */
export type LoadedRemote = {
  manifest: string;
  entry: string;
  version: string;
  pages: readonly RemotePage[];
  requires?: HaulstopManifestData['requires'];
  asked?: string;
  incompatible?: Incompatibility;
};

/** The last manifests read, by remote: a remote that cannot be reached keeps its menu entries from them. */
export const LAST_MANIFESTS_KEY = 'haulstop.remoteManifests';

const LANGUAGES = ['en', 'fr', 'es'] as const;

/** The manifest beside a remote entry: `manifestUrlOf('http://h/remotes/reports/remoteEntry.js') === 'http://h/remotes/reports/mf-manifest.json'`. */
export function manifestUrlOf(entryOrManifest: string): string {
  return entryOrManifest.endsWith('.json') ? entryOrManifest : `${entryOrManifest.slice(0, entryOrManifest.lastIndexOf('/') + 1)}mf-manifest.json`;
}

type MfManifest = { metaData?: { remoteEntry?: { name?: string; path?: string }; haulstop?: HaulstopManifestData } };

function isPage(value: unknown): value is RemotePage {
  const page = value as RemotePage | null;
  return !!page && typeof page.route === 'string' && page.route.startsWith('/') && typeof page.module === 'string' && typeof page.access?.resource === 'string';
}

/**
 * A remote as its mf-manifest.json describes it (`metaData.haulstop`, DESIGN §9): its entry is
 * beside the manifest (remoteEntry's path and name), its pages are those it declares.
 */
export function readManifest(url: string, body: unknown): LoadedRemote {
  const meta = (body as MfManifest | null)?.metaData;
  const haulstop = meta?.haulstop;
  if (!haulstop || !Array.isArray(haulstop.pages)) throw new Error(`${url} declares no pages (metaData.haulstop)`);
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const entryPath = meta?.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '';
  return {
    manifest: url,
    entry: new URL(`${entryPath}${meta?.remoteEntry?.name ?? 'remoteEntry.js'}`, base).href,
    version: haulstop.version,
    pages: haulstop.pages.filter(isPage),
    ...(haulstop.requires ? { requires: haulstop.requires } : {}),
  };
}

async function fetchManifest(url: string, fetchImpl: typeof fetch): Promise<LoadedRemote> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return readManifest(url, await response.json());
}

/**
 * The remote whose manifest is at `url` when this tab can run it (its `requires` holds for the
 * running host and @haulstop/shared); else the newest of `earlier` (versions still served) that it
 * can run; else the one at `url`, marked incompatible, which is then never loaded.
 */
async function runnableRemote(
  name: string,
  url: string,
  earlier: readonly string[],
  running: RunningVersions | undefined,
  fetchImpl: typeof fetch,
): Promise<LoadedRemote> {
  const remote = await fetchManifest(url, fetchImpl);
  const reason = incompatibilityOf(remote.requires, running);
  if (!reason) return remote;
  for (const previous of earlier) {
    const older = await fetchManifest(previous, fetchImpl).catch(() => null);
    if (older && !incompatibilityOf(older.requires, running)) {
      reportConsoleError(
        `remote-${name} ${remote.version} needs ${reason.part} ${reason.range} (running ${reason.running}); ${older.version} is used instead.`,
      );
      return { ...older, asked: url };
    }
  }
  reportConsoleError(`remote-${name} ${remote.version} needs ${reason.part} ${reason.range} (running ${reason.running}); not loaded.`);
  return { ...remote, incompatible: reason };
}

function lastKnown(): Record<string, LoadedRemote> {
  try {
    return JSON.parse(localStorage.getItem(LAST_MANIFESTS_KEY) ?? '{}') as Record<string, LoadedRemote>;
  } catch {
    return {};
  }
}

/** The pages' menu labels in every language, added to the one i18n instance (once it has its store). */
function addMenuTexts(pages: readonly ConsolePage[]): void {
  const add = () => {
    for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', menuTexts(pages, language), true, true);
  };
  // The store is made when i18n starts (bootstrap starts it before the manifests are asked for).
  if ((i18n as { store?: unknown }).store) add();
  else i18n.on('initialized', add);
}

/** The remotes in use now, by name (the About entry lists their versions). */
export function loadedRemotes(): Readonly<Record<string, LoadedRemote>> {
  return remotesInUse();
}

/**
 * Makes `remotes` the console's: registers each entry with the federation runtime, routes and
 * lists their pages, and adds their menu labels in every language. Remembered for the next start.
 */
export function applyRemotes(remotes: Record<string, LoadedRemote>): void {
  setRemotesInUse(remotes);
  // A remote this tab cannot run is not registered: its pages are routed to the retry boundary, which says why.
  registerRuntimeRemotes(
    Object.fromEntries(
      Object.entries(remotes)
        .filter(([, remote]) => !remote.incompatible)
        .map(([name, remote]) => [name, remote.entry]),
    ),
  );
  const pages: ConsolePage[] = Object.entries(remotes).flatMap(([remote, { pages: declared }]) => declared.map((page) => ({ ...page, remote })));
  addMenuTexts(pages);
  setConsolePages(pages);
  try {
    localStorage.setItem(LAST_MANIFESTS_KEY, JSON.stringify(remotes));
  } catch {
    // A full or refused storage only loses the fallback for a remote that is down at the next start.
  }
}

/**
 * Applies the manifests the last start read, when there is one for each remote named (at the same
 * place): the console routes and draws at once while the fresh manifests are on their way.
 * Answers whether it could.
 */
export function applyLastKnownRemotes(remotes: Record<string, string>): boolean {
  const known = lastKnown();
  const same = Object.entries(remotes).every(([name, url]) => (known[name]?.asked ?? known[name]?.manifest) === manifestUrlOf(url));
  if (!same) return false;
  applyRemotes(Object.fromEntries(Object.keys(remotes).map((name) => [name, known[name]!])));
  return true;
}

/**
 * Reads the remotes' manifests at start so that they take the least from the first screen: on a
 * slow phone network each manifest is a round trip on one of the six connections the page's code
 * and data queue on. Resolves once the console can route.
 * - With the last known manifests of the same remotes, those route at once, and every manifest is
 *   read again `later` (a remote redeployed at the same address is taken then).
 * - A visitor's public page (`visitorsPage` answers the page routed at the address) waits for its
 *   remote's manifest alone (PUBLIC_PAGES_REMOTE), the others are read `later`, or at the next
 *   route change (RouteChangeEffects reads the remotes not yet loaded). Should that remote no longer
 *   declare the page, every manifest is read before the console routes, as for every other start.
 */
export async function startRemoteManifests(
  remotes: Record<string, string>,
  { visitorsPage, later, fetchImpl = fetch }: { visitorsPage?: () => string | undefined; later: (read: () => void) => void; fetchImpl?: typeof fetch },
): Promise<void> {
  const readAll = () => loadRemoteManifests(remotes, { refresh: true, fetchImpl });
  if (applyLastKnownRemotes(remotes)) {
    later(() => void readAll());
    return;
  }
  const owner = remotes[PUBLIC_PAGES_REMOTE];
  if (!visitorsPage || !owner) {
    await readAll();
    return;
  }
  await loadRemoteManifests({ [PUBLIC_PAGES_REMOTE]: owner }, { refresh: true, fetchImpl });
  // The owner's manifest is fresh: only the remotes not yet loaded are read, at once when the page is not the owner's.
  const readOthers = () => loadRemoteManifests(remotes, { fetchImpl });
  if (visitorsPage()) later(() => void readOthers());
  else await readOthers();
}

/**
 * Fetches the manifest of every remote at once (a few KB each) and makes them the console's. A
 * remote whose manifest cannot be read keeps what the last start read (its pages stay in the
 * menu; opening one shows the retry boundary, as its entry cannot load either), and without that
 * it is registered at the entry given, with no pages.
 * A remote whose manifest needs another host or @haulstop/shared is replaced by the newest earlier
 * version the registry still serves that fits, or else marked incompatible and not loaded. A
 * remote whose page is on screen with unsaved changes keeps the version it was mounted with
 * (version-hold.ts): the new one is taken on the first route change after the page is left.
 * @param remotes name → the remote's entry (or manifest) URL, from server.json or the registry
 * @param options.refresh read every manifest again (the start), not only those of remotes that moved
 * @param options.earlier name → manifests of the remote's earlier versions still served, newest first (the registry's `previous`)
 * @param options.running the versions `requires` is checked against (this build's)
 * @param options.keepsVersion whether a remote must keep the version in use (a form with unsaved changes on screen)
 */
export async function loadRemoteManifests(
  remotes: Record<string, string>,
  {
    refresh = false,
    fetchImpl = fetch,
    earlier = registryPreviousManifests(),
    running,
    keepsVersion = keepsItsVersion,
  }: {
    refresh?: boolean;
    fetchImpl?: typeof fetch;
    earlier?: Readonly<Record<string, readonly string[]>>;
    running?: RunningVersions;
    keepsVersion?: (name: string) => boolean;
  } = {},
): Promise<Record<string, LoadedRemote>> {
  const loaded = remotesInUse();
  const known = { ...lastKnown(), ...loaded };
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([name, url]): Promise<[string, LoadedRemote]> => {
      const manifest = manifestUrlOf(url);
      const current = known[name];
      const sameVersion = (current?.asked ?? current?.manifest) === manifest;
      // A remote at the same place is read again at start (refresh), else only when it moved.
      if (!refresh && sameVersion && loaded[name]) return [name, current!];
      if (!sameVersion && loaded[name] && keepsVersion(name)) return [name, loaded[name]];
      try {
        return [name, await runnableRemote(name, manifest, earlier[name] ?? [], running, fetchImpl)];
      } catch (error) {
        reportConsoleError(`The manifest of remote ${name} could not be read; its last known pages stay.`, error);
        return [name, current ?? { manifest, entry: url, version: '', pages: [] }];
      }
    }),
  );
  const next = Object.fromEntries(entries);
  // Manifests read again with nothing changed (every start reads them again once its first screen
  // is in) are left as they are: applying them would add every page's menu labels again, and each
  // addition re-renders every text on screen (the whole page, in one long task).
  if (JSON.stringify(next) !== JSON.stringify(loaded)) applyRemotes(next);
  return next;
}
