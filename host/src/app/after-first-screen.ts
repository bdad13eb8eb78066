/** How long after the start the first screen has the network to itself (a slow phone's first screen takes about this long). */
export const FIRST_SCREEN_MS = 3000;

/**
 * Runs `task` once the first screen has had the network and the main thread: after the page's
 * load event, no sooner than FIRST_SCREEN_MS after the start, in an idle moment. For work the
 * first screen does not need (reading again what the last start read), which would otherwise take
 * a connection and bandwidth from the page's code and data on a slow phone network.
 */
export function afterFirstScreen(task: () => void, firstScreenMs = FIRST_SCREEN_MS): void {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const waited = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, firstScreenMs - performance.now())));
  void Promise.all([loaded, waited]).then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 1000 });
    else setTimeout(task, 0);
  });
}
