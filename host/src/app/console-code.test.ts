/**
 * The console's code loads in two tasks (blocking time): the design system's modules, then
 * the console's own; the start and the routes share the one load.
 */
const mockEvaluated = jest.fn();
let mockAreaFails = false;
jest.mock('@haulstop/shared/ui/core', () => {
  mockEvaluated('ui/core');
  return {};
});
jest.mock('./guarded-area', () => {
  mockEvaluated('guarded-area');
  if (mockAreaFails) throw new Error('chunk failed');
  return { GuardedArea: () => null };
});

beforeEach(() => {
  // Each test a fresh module registry: its own load, and its own evaluation of the mocked modules.
  jest.resetModules();
  jest.useFakeTimers();
  mockEvaluated.mockClear();
  mockAreaFails = false;
});
afterEach(() => jest.useRealTimers());

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const freshLoader = async () => (await import('./console-code')).loadConsoleCode;

it("evaluates the design system's modules, then the console's in a later task", async () => {
  const loadConsoleCode = await freshLoader();
  const loaded = loadConsoleCode();
  await flushMicrotasks();
  // The design system is evaluated; the console's modules wait for the next task.
  expect(mockEvaluated.mock.calls).toEqual([['ui/core']]);
  expect(jest.getTimerCount()).toBe(1);
  jest.runOnlyPendingTimers();
  const area = await loaded;
  expect(mockEvaluated.mock.calls).toEqual([['ui/core'], ['guarded-area']]);
  expect(area.GuardedArea).toBeDefined();
});

it('the start and the routes get the one load', async () => {
  const loadConsoleCode = await freshLoader();
  const first = loadConsoleCode();
  expect(loadConsoleCode()).toBe(first);
  await jest.runAllTimersAsync();
  await first;
  expect(loadConsoleCode()).toBe(first);
});

it('a failed load is forgotten: the next call loads again', async () => {
  const loadConsoleCode = await freshLoader();
  mockAreaFails = true;
  const failed = loadConsoleCode();
  const settled = failed.catch((error: Error) => error.message);
  await jest.runAllTimersAsync();
  expect(await settled).toBe('chunk failed');
  mockAreaFails = false;
  const again = loadConsoleCode();
  expect(again).not.toBe(failed);
});

// A module of its own (its names are not global to the other test files).
export {};
