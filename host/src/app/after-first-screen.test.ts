import { afterFirstScreen } from './after-first-screen';

describe('work the first screen does not need runs after it', () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'readyState', readyState);
  });
  // The idle moment (a timer where the browser has no requestIdleCallback, as here).
  const idle = () => jest.advanceTimersByTimeAsync(1);

  it('not before the given time after the start', async () => {
    const task = jest.fn();
    afterFirstScreen(task, 3000);
    await jest.advanceTimersByTimeAsync(2999);
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("not before the page's load event, however late it comes", async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const task = jest.fn();
    afterFirstScreen(task, 3000);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
