import { consoleSystem } from '@haulstop/shared/ui/core';

// The real module, but the system's making is observed (and not done: the test is about when).
jest.mock('@haulstop/shared/ui/core', () => ({ ...jest.requireActual('@haulstop/shared/ui/core'), consoleSystem: jest.fn() }));
// Observed, not run: its own test (icu-data.test.ts) says what it does.
jest.mock('./icu-data', () => ({ loadIcuData: jest.fn() }));

it("makes Chakra's system in a task after the one that evaluated the console's code, not in it (one long task split in two)", async () => {
  const made = jest.mocked(consoleSystem);
  const area = await import('./guarded-area');
  // Evaluated, and every microtask run: still not made (a `.then` would already have made it).
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(made).not.toHaveBeenCalled();
  // The next task makes it; the guarded area renders only after (routes.tsx waits for consoleReady).
  await area.consoleReady;
  expect(made).toHaveBeenCalledTimes(1);
});

it("starts ICU's data worker when its code is evaluated, every signed-in console, while the page's first data is on its way", async () => {
  jest.resetModules();
  const { loadIcuData } = jest.requireMock<{ loadIcuData: jest.Mock }>('./icu-data');
  loadIcuData.mockClear();
  await import('./guarded-area');
  expect(loadIcuData).toHaveBeenCalledTimes(1);
});
