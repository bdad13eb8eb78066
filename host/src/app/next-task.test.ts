import { nextTask } from './next-task';

const global = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    delete global.scheduler;
    jest.useRealTimers();
  });

  it('resumes in a new task (a timer), not in a microtask of the current one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const step = nextTask().then(() => {
      resumed = true;
    });
    // Every microtask of this task has run: still not resumed.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await step;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
