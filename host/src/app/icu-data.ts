import { nextTask } from '../next-task';

/**
 * Loads ICU's number and date data in tasks of their own. A page's first Intl format loads them
 * (15-20 ms at 1x CPU in one piece), inside the render that first shows a price, a count or a
 * time: on a table's or a dashboard's first data, the page's longest task after its start. Run
 * once the console's code has run, while its data is on its way (guarded-area.tsx): from the
 * page's start script instead, it ran while that code downloaded and compiled, and took 2-5 times
 * as long (the public pages, which have no such code to wait for, load it there: index.html).
 */
export async function loadIcuData(): Promise<void> {
  await nextTask();
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
  await nextTask();
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);
}
