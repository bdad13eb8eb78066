/**
 * All browser caches are deleted at start, so no stale bundle or answer survives a
 * deploy. Browsers without the Cache API (or insecure origins where it is absent) skip it.
 */
export async function clearBrowserCaches(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  if (!cacheStorage) return 0;
  try {
    const names = await cacheStorage.keys();
    await Promise.all(names.map((name) => cacheStorage.delete(name)));
    return names.length;
  } catch (error) {
    console.warn('Browser caches could not be cleared.', error);
    return 0;
  }
}
