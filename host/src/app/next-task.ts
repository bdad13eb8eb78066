/** The global as seen here: `scheduler` is missing in some browsers (and in jsdom), whatever the DOM types say. */
type MaybeScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and resumes in a new one: the browser may paint and handle input in between.
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued tasks),
 * else a zero-delay timer. The start awaits it between its steps so no step joins the one before it
 * into a single long task (issue 24: the login page's blocking time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as unknown as MaybeScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
