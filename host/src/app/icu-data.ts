/**
 * ICU's number and date data, which a page's first Intl number or date format loads: 15-40 ms at 1x
 * CPU in one piece, inside the render that first shows a price, a count or a time (a table's or a
 * dashboard's first data, the trip, the driver's first cards). A worker of the page loads it instead,
 * off the main thread: ICU keeps what it loads for the whole renderer process, so the page's own
 * first formats find it there and take well under a millisecond, whatever their locale.
 *
 * The console starts the worker once its code has run (guarded-area.tsx), while its first data is on
 * its way. The public pages that format (/globaldashboard, a trip link), which have no such code to
 * wait for, start it from the page's start script (public/index.html), before any bundle arrives.
 * A signed-in visit does not start it there: that is the start's busiest moment (the page's parse and
 * first layout, the console's code arriving and compiling), and on a machine with few cores the
 * worker took a core from it.
 */

/** The worker's code: a currency and a date format, then it ends. Plain code, run as written (icu-data.test.ts runs this text). */
export const ICU_DATA_WORKER = [
  "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);",
  "new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);",
  'close();',
].join('\n');

/** Set on the page's global object by whichever starts the worker (the start script or loadIcuData): once a page. */
export const ICU_DATA_STARTED = '__hsIcuData';

/**
 * Starts the worker unless this page has. From a data: URL: a blob: URL is registered with the
 * browser synchronously. Where a policy forbids workers, the page's first format loads the data as before.
 */
export function loadIcuData(): void {
  const page = globalThis as unknown as Record<string, unknown>;
  if (page[ICU_DATA_STARTED]) return;
  page[ICU_DATA_STARTED] = true;
  try {
    new Worker(`data:text/javascript,${encodeURIComponent(ICU_DATA_WORKER)}`);
  } catch {
    // no worker: the first format pays instead
  }
}
