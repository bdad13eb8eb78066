/**
 * The console's code loads in three tasks (blocking time): the design system's modules, the API
 * client, then the console's own; the start and the routes share the one load.
 */
const mockEvaluated = jest.fn();
let mockAreaFails = false;
jest.mock('@haulstop/shared/ui/core', () => {
  mockEvaluated('ui/core');
  return {};
});
jest.mock('./auth-module', () => ({
  loadAuth: () => {
    mockEvaluated('auth');
    return Promise.resolve({});
  },
}));
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

it("evaluates the design system's modules, then the API client, then the console's, each in a later task", async () => {
  const loadConsoleCode = await freshLoader();
  const loaded = loadConsoleCode();
  await flushMicrotasks();
  // The design system is evaluated; the API client waits for the next task.
  expect(mockEvaluated.mock.calls).toEqual([['ui/core']]);
  expect(jest.getTimerCount()).toBe(1);
  jest.runOnlyPendingTimers();
  await flushMicrotasks();
  // The API client; the console's modules wait for the task after.
  expect(mockEvaluated.mock.calls).toEqual([['ui/core'], ['auth']]);
  expect(jest.getTimerCount()).toBe(1);
  jest.runOnlyPendingTimers();
  const area = await loaded;
  expect(mockEvaluated.mock.calls).toEqual([['ui/core'], ['auth'], ['guarded-area']]);
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
