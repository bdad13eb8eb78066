import { consoleSystem } from '@haulstop/shared/ui/core';

// The real module, but the system's making is observed (and not done: the test is about when).
jest.mock('@haulstop/shared/ui/core', () => ({ ...jest.requireActual('@haulstop/shared/ui/core'), consoleSystem: jest.fn() }));

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
