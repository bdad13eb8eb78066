/**
 * The requests the host page's inline start script (host/public/index.html) began before any bundle
 * arrived: server.json and the language files, keyed by their URL without the query. On a slow
 * phone network each was a round trip after main.js had downloaded and run; begun from
 * the page, they arrive while the bundles download.
 */
type EarlyFetches = Record<string, Promise<Response> | undefined>;

declare global {
  var __hsEarly: EarlyFetches | undefined;
}

/**
 * The response the page already asked for at `url` (no query), handed out once: a later call (a
 * route change refetching server.json) fetches afresh. Undefined when the page did not
 * begin it (tests, a file the start script does not know).
 * @example const response = await (takeEarlyFetch(`${location.origin}/server.json`) ?? fetch(url))
 */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const early = globalThis.__hsEarly;
  const pending = early?.[url];
  if (early && pending) delete early[url];
  return pending;
}
