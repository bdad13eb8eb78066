import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Until no finite animation or transition runs (endless ones, a spinner's, are left alone). */
const fadesDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** No serious or critical axe violation (WCAG 2.1 A and AA) on the page as it has settled. */
export async function expectAxeClean(page: Page, where: string) {
  // Colours are read once no CSS transition runs: a pager button fading from disabled to enabled
  // (the data of a new range arriving) measured mid-fade fails color-contrast for a moment.
  // And once the page has stopped changing (250 ms without a DOM change): a late answer re-rendering
  // the pager after that wait started the same fade during axe's run (a flaky failure on /drivers).
  await fadesDone(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 250);
        const cap = setTimeout(done, 5000); // a page that never rests (live counts) is checked anyway
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 250);
        });
        function done() {
          clearTimeout(timer);
          clearTimeout(cap);
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  await fadesDone(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.html.slice(0, 200) ?? ''}`);
  expect([where, serious]).toEqual([where, []]);
}
