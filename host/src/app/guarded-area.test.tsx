import { makeConsoleSystemInTasks } from '@haulstop/shared/ui/core';
import { nextTask } from '../next-task';

// The real module, but the system's making is observed (and not done: the test is about who starts it).
jest.mock('@haulstop/shared/ui/core', () => ({
  ...jest.requireActual('@haulstop/shared/ui/core'),
  makeConsoleSystemInTasks: jest.fn(() => Promise.resolve()),
}));
// Observed, not run: its own test (icu-data.test.ts) says what it does.
jest.mock('./icu-data', () => ({ loadIcuData: jest.fn() }));

it("makes Chakra's system in tasks of its own (the host's nextTask between its steps) when its code is evaluated, and renders after", async () => {
  const making = jest.mocked(makeConsoleSystemInTasks);
  const area = await import('./guarded-area');
  expect(making).toHaveBeenCalledTimes(1);
  expect(making).toHaveBeenCalledWith(nextTask);
  // The guarded area renders only after it (routes.tsx waits for consoleReady).
  expect(area.consoleReady).toBe(making.mock.results[0]?.value);
});

it("starts ICU's data worker when its code is evaluated, every signed-in console, while the page's first data is on its way", async () => {
  jest.resetModules();
  const { loadIcuData } = jest.requireMock<{ loadIcuData: jest.Mock }>('./icu-data');
  loadIcuData.mockClear();
  await import('./guarded-area');
  expect(loadIcuData).toHaveBeenCalledTimes(1);
});
