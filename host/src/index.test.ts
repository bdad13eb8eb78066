/**
 * main.js's entry hands the bootstrap to the next task (issue 24: blocking time): evaluating the
 * federation runtime and negotiating the bootstrap's shared modules were one task; they are two.
 */
const mockBootstrapRan = jest.fn();
jest.mock('./bootstrap', () => {
  mockBootstrapRan();
  return {};
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('the bootstrap is imported in the task after the entry ran, not in its microtasks', async () => {
  // The entry exports nothing (it is main.js's entry, not a module to import): named by a variable.
  const entry = './index';
  await jest.isolateModulesAsync(async () => {
    await import(entry);
  });
  // Whatever the entry's own task and its microtasks do, the bootstrap is not among them.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  expect(mockBootstrapRan).not.toHaveBeenCalled();
  await jest.runAllTimersAsync();
  expect(mockBootstrapRan).toHaveBeenCalledTimes(1);
});
