import { clearBrowserCaches } from './clear-browser-caches';

describe('SPEC §9: all browser caches are deleted at start', () => {
  it('deletes every cache the browser holds', async () => {
    const deleted: string[] = [];
    const caches = { keys: async () => ['a', 'b'], delete: async (name: string) => (deleted.push(name), true) } as unknown as CacheStorage;
    await expect(clearBrowserCaches(caches)).resolves.toBe(2);
    expect(deleted).toEqual(['a', 'b']);
  });

  it('does nothing where the Cache API is absent', async () => {
    await expect(clearBrowserCaches(undefined)).resolves.toBe(0);
  });
});
