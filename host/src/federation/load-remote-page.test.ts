import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadRemoteTexts } from '@haulstop/shared/i18n';
import { queryClient } from '@haulstop/shared/query';
import { loadRemotePage, preloadRemotePage } from './load-remote-page';
import { registerRuntimeRemotes, remoteBaseUrl } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@haulstop/shared/i18n', () => ({ preloadRemoteTexts: jest.fn(async () => true) }));

const Page = () => null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => registerRuntimeRemotes({ reserve: 'http://127.0.0.1:8081/remoteEntry.js' }));
beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(preloadRemoteTexts).mockClear();
});

describe('loadRemotePage (the page, its texts and its first data start together)', () => {
  it("fetches the remote's texts from where its entry is served, and answers the page", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    await expect(loadRemotePage('reserve/MapDashboard')).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledWith('reserve/MapDashboard');
    expect(preloadRemoteTexts).toHaveBeenCalledWith({ area: 'reserve', baseUrl: 'http://127.0.0.1:8081/' });
  });

  it('starts the first data into the one query cache as soon as the chunk is here', async () => {
    const prefetch = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: Page, prefetch });
    await loadRemotePage('reserve/MapDashboard');
    await settle();
    expect(prefetch).toHaveBeenCalledWith(queryClient);
  });

  it('the start and the guarded area asking at once share one load', async () => {
    let resolve: (m: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    preloadRemotePage('reserve/MapDashboard');
    const second = loadRemotePage('reserve/MapDashboard');
    resolve({ default: Page });
    await expect(second).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a failed load is not kept: the retry loads again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('reserve/MapDashboard')).rejects.toThrow('remote down');
    await expect(loadRemotePage('reserve/MapDashboard')).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a module without a page is an error, and a failing prefetch does not fail the page', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({});
    await expect(loadRemotePage('reserve/Nothing')).rejects.toThrow('has no default export');
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Page, prefetch: () => Promise.reject(new Error('API down')) });
    await expect(loadRemotePage('reserve/MapDashboard')).resolves.toBe(Page);
    await settle();
  });

  it('a chunk that failed even after the runtime retry reloads the remote container (cache-busted entry) and loads again, without a page reload', async () => {
    const chunkFailed = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    jest.mocked(loadRemote).mockRejectedValueOnce(chunkFailed).mockResolvedValueOnce({ default: Page });
    jest.mocked(registerRemotes).mockClear();
    await expect(loadRemotePage('reserve/MapDashboard')).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'reserve', entry: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8081\/remoteEntry\.js\?reload=\d+$/) }],
      {
        force: true,
      },
    );
    // The remote's base (where its texts are) is still its own folder.
    expect(remoteBaseUrl('reserve')).toBe('http://127.0.0.1:8081/');
  });

  it('an entry that cannot be reached is not reloaded (the retry boundary backs off); asked to, a retry reloads the container first', async () => {
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('[ Federation Runtime ]: #RUNTIME-008 ScriptNetworkError'));
    await expect(loadRemotePage('reserve/MapDashboard')).rejects.toThrow('#RUNTIME-008');
    expect(registerRemotes).not.toHaveBeenCalled();
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('reserve/MapDashboard', { reloadContainer: true })).resolves.toBe(Page);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
