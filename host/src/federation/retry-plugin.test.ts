import retryPlugin, { withRetry } from './retry-plugin';

describe('the federation retry (one retry after 1 s)', () => {
  it('answers at once when the first attempt works', async () => {
    const attempt = jest.fn(async () => 'entry');
    await expect(withRetry(attempt, undefined, 0)).resolves.toBe('entry');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure, and gives up after the second', async () => {
    const flaky = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('entry');
    await expect(withRetry(flaky, undefined, 0)).resolves.toBe('entry');
    const down = jest.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    await expect(withRetry(down, undefined, 0)).rejects.toThrow('ChunkLoadError');
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('waits the delay before the retry', async () => {
    jest.useFakeTimers();
    try {
      const attempt = jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce('ok');
      const result = withRetry(attempt);
      await Promise.resolve();
      await Promise.resolve();
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
      expect(attempt).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed remote entry is loaded again, its failed load forgotten first', async () => {
    const globalLoading: Record<string, unknown> = { 'reserve:entry': Promise.reject(new Error('old')).catch(() => undefined) };
    const getRemoteEntry = jest.fn(async () => ({ get: jest.fn(), init: jest.fn() }));
    const plugin = retryPlugin();
    const hook = plugin.loadEntryError as unknown as (args: object) => Promise<unknown>;
    await expect(hook({ getRemoteEntry, origin: {}, remoteInfo: { name: 'reserve' }, globalLoading, uniqueKey: 'reserve:entry' })).resolves.toEqual(
      expect.objectContaining({ get: expect.any(Function) }),
    );
    expect(globalLoading['reserve:entry']).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
