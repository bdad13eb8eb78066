/**
 * main.js's entry starts the console in three tasks (blocking time): evaluating the
 * federation runtime, then react-dom, then the rest of the bootstrap's modules. Each was part of
 * one long task before.
 */
const mockEvaluated = jest.fn();
jest.mock('react-dom/client', () => {
  mockEvaluated('react-dom/client');
  return {};
});
jest.mock('./bootstrap', () => {
  mockEvaluated('bootstrap');
  return {};
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

it('react-dom is evaluated in the task after the entry ran, the bootstrap in a task after that', async () => {
  // The entry exports nothing (it is main.js's entry, not a module to import): named by a variable.
  const entry = './index';
  await jest.isolateModulesAsync(async () => {
    await import(entry);
  });
  // Whatever the entry's own task and its microtasks do, neither module is evaluated in them.
  await flushMicrotasks();
  expect(mockEvaluated).not.toHaveBeenCalled();

  // The next task (the one timer the entry set): react-dom, and not the bootstrap, even once that
  // task's microtasks have run; the bootstrap waits for a timer of its own.
  expect(jest.getTimerCount()).toBe(1);
  jest.runOnlyPendingTimers();
  await flushMicrotasks();
  expect(mockEvaluated.mock.calls).toEqual([['react-dom/client']]);
  expect(jest.getTimerCount()).toBe(1);

  // The task after it: the bootstrap, once.
  jest.runOnlyPendingTimers();
  await flushMicrotasks();
  expect(mockEvaluated.mock.calls).toEqual([['react-dom/client'], ['bootstrap']]);
  expect(jest.getTimerCount()).toBe(0);
});

// A module of its own (its names are not global to the other test files).
export {};
