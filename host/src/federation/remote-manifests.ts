import { i18n } from '@haulstop/shared/i18n';
import { menuTexts, setConsolePages, type ConsolePage, type HaulstopManifestData, type RemotePage } from '@haulstop/shared/menu';
import { registerRuntimeRemotes } from './remote-registry';

/** What the console knows of one remote: where its manifest is, the version and pages it declares, and its entry. */
export type LoadedRemote = { manifest: string; entry: string; version: string; pages: readonly RemotePage[] };

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
  };
}

function lastKnown(): Record<string, LoadedRemote> {
  try {
    return JSON.parse(localStorage.getItem(LAST_MANIFESTS_KEY) ?? '{}') as Record<string, LoadedRemote>;
  } catch {
    return {};
  }
}

let loaded: Record<string, LoadedRemote> = {};

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
  return loaded;
}

/**
 * Makes `remotes` the console's: registers each entry with the federation runtime, routes and
 * lists their pages, and adds their menu labels in every language. Remembered for the next start.
 */
export function applyRemotes(remotes: Record<string, LoadedRemote>): void {
  loaded = remotes;
  registerRuntimeRemotes(Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.entry])));
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
  const same = Object.entries(remotes).every(([name, url]) => known[name]?.manifest === manifestUrlOf(url));
  if (!same) return false;
  applyRemotes(Object.fromEntries(Object.keys(remotes).map((name) => [name, known[name]!])));
  return true;
}

/**
 * Fetches the manifest of every remote at once (a few KB each) and makes them the console's. A
 * remote whose manifest cannot be read keeps what the last start read (its pages stay in the
 * menu; opening one shows the retry boundary, as its entry cannot load either), and without that
 * it is registered at the entry given, with no pages.
 * @param remotes name → the remote's entry (or manifest) URL, from server.json or the registry
 * @param options.refresh read every manifest again (the start), not only those of remotes that moved
 */
export async function loadRemoteManifests(
  remotes: Record<string, string>,
  { refresh = false, fetchImpl = fetch }: { refresh?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<Record<string, LoadedRemote>> {
  const known = { ...lastKnown(), ...loaded };
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([name, url]): Promise<[string, LoadedRemote]> => {
      const manifest = manifestUrlOf(url);
      const current = known[name];
      // A remote at the same place is read again at start (refresh), else only when it moved.
      if (!refresh && current?.manifest === manifest && loaded[name]) return [name, current];
      try {
        const response = await fetchImpl(manifest, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${manifest} answered ${response.status}`);
        return [name, readManifest(manifest, await response.json())];
      } catch (error) {
        console.error(`The manifest of remote ${name} could not be read; its last known pages stay.`, error);
        return [name, current ?? { manifest, entry: url, version: '', pages: [] }];
      }
    }),
  );
  const next = Object.fromEntries(entries);
  applyRemotes(next);
  return next;
}
