import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { UiProvider } from '@haulstop/shared/ui';
import { testI18n } from '@haulstop/shared/testing';
import { holdUnsavedChanges } from '@haulstop/shared/menu';
import { IncompatibleRemoteError } from '../../federation/compatibility';
import { keepsItsVersion } from '../../federation/version-hold';
import { RemotePage, type LoadPage } from './RemotePage';

const i18n = testI18n();

const down = () => Promise.reject(new Error('[ Federation Runtime ]: #RUNTIME-008 ScriptNetworkError'));
const Invoices = () => <h1>Invoices page</h1>;

function renderRemote(load: LoadPage) {
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <RemotePage id="finance/InvoiceDashboard" load={load} />
      </UiProvider>
    </I18nextProvider>,
  );
}

/** Lets rejected promises settle and React commit. */
async function flush() {
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
}

describe('retry boundary around a remote page (DESIGN.md §1)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('a load failure retries automatically with back-off (1 s, 2 s, 4 s), then shows Retry', async () => {
    const load = jest.fn<ReturnType<LoadPage>, Parameters<LoadPage>>(down);
    renderRemote(load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    for (const [delay, calls] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await act(async () => jest.advanceTimersByTime(delay - 1));
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await act(async () => jest.advanceTimersByTime(1));
      await flush();
      expect(load).toHaveBeenCalledTimes(calls);
    }
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeNull();
    expect(screen.queryByText('This page could not be loaded.')).not.toBeNull();
  });

  it('Retry loads again with a fresh loader and shows the page once the remote is back (no reload)', async () => {
    let reachable = false;
    const load = jest.fn(() => (reachable ? Promise.resolve(Invoices) : down()));
    renderRemote(load);
    await flush();
    for (const delay of [1000, 2000, 4000]) {
      await act(async () => jest.advanceTimersByTime(delay));
      await flush();
    }
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(screen.queryByRole('heading', { name: 'Invoices page' })).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('a remote back before the retries are spent shows up by itself', async () => {
    let reachable = false;
    const load = jest.fn(() => (reachable ? Promise.resolve(Invoices) : down()));
    renderRemote(load);
    await flush();
    reachable = true;
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.queryByRole('heading', { name: 'Invoices page' })).not.toBeNull();
  });

  it("a render error shows 'Something went wrong.' and is not retried", async () => {
    const Broken = () => {
      throw new TypeError('x is undefined');
    };
    const load = jest.fn(() => Promise.resolve(Broken));
    renderRemote(load);
    await flush();
    expect(screen.queryByText('Something went wrong.')).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a remote needing another @haulstop/shared says so, naming both versions, and is not retried by itself', async () => {
    const load = jest.fn(() =>
      Promise.reject(new IncompatibleRemoteError('finance', '1.0.0-9', { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' })),
    );
    renderRemote(load);
    await flush();
    expect(screen.queryByText('This page cannot run with this version of the console.')).not.toBeNull();
    expect(screen.queryByText(/remote-finance 1\.0\.0-9 needs @haulstop\/shared \^9\.0\.0, and this console runs @haulstop\/shared 1\.1\.0/)).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/failed \(incompatible\)\. \[versions: host .*@haulstop\/shared/),
      expect.any(IncompatibleRemoteError),
    );
  });

  it('after a failed lazy chunk, the retry asks for the remote container afresh', async () => {
    const chunkFailed = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    let calls = 0;
    const load = jest.fn<ReturnType<LoadPage>, Parameters<LoadPage>>(() => (calls++ === 0 ? Promise.reject(chunkFailed) : Promise.resolve(Invoices)));
    renderRemote(load);
    await flush();
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.queryByRole('heading', { name: 'Invoices page' })).not.toBeNull();
    expect(load.mock.calls).toEqual([['finance/InvoiceDashboard'], ['finance/InvoiceDashboard', { reloadContainer: true }]]);
  });

  it('while its page is on screen with unsaved changes, the remote keeps its version; once left, no longer', async () => {
    const { unmount } = renderRemote(() => Promise.resolve(Invoices));
    await flush();
    const clean = holdUnsavedChanges();
    expect(keepsItsVersion('finance')).toBe(true);
    unmount();
    expect(keepsItsVersion('finance')).toBe(false);
    clean();
  });
});
