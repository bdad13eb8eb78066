/**
 * Resolves in a task of its own (a timer): what follows it runs after the main thread had a break,
 * so the browser can paint and answer input (Lighthouse counts each task's time over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
