import fs from 'node:fs';
import path from 'node:path';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { CHAKRA_GLOBAL_RULES } from './chakra-global-css';
import { consoleSystem, GLOBAL_CSS_ATTRIBUTE, providedConsoleSystem } from './system';
import { UiProvider } from './UiProvider';

/** The CSS rules emotion inserts (its sheets take them one by one in production) while `render` runs. */
function insertedRules(render: () => void): string[] {
  const rules: string[] = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  const spy = jest.spyOn(CSSStyleSheet.prototype, 'insertRule').mockImplementation(function (this: CSSStyleSheet, rule: string, index?: number) {
    rules.push(rule);
    try {
      return insertRule.call(this, rule, index);
    } catch {
      return 0; // jsdom's parser refuses some rules a browser takes; the text is what is compared
    }
  });
  try {
    render();
  } finally {
    spy.mockRestore();
  }
  return rules;
}

function renderInto(element: React.ReactElement): () => void {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(element));
  return () => {
    flushSync(() => root.unmount());
    container.remove();
  };
}

/**
 * The console's global styles (layer order, preflight, global CSS, tokens) are inserted as one
 * stylesheet built ahead, not by Chakra's provider at start: the text must be what the provider
 * would insert for the console's system, rule for rule.
 */
describe("the console's global styles", () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it("are the rules Chakra's provider inserts for the console's system", () => {
    let unmount = () => undefined as void;
    const rules = insertedRules(() => {
      unmount = renderInto(
        <ChakraProvider value={consoleSystem()}>
          <div />
        </ChakraProvider>,
      );
    });
    unmount();
    if (process.env.UPDATE_CHAKRA_GLOBAL_CSS) {
      const file = path.join(__dirname, 'chakra-global-css.ts');
      const head = fs.readFileSync(file, 'utf8').split('export const')[0];
      fs.writeFileSync(file, `${head}export const CHAKRA_GLOBAL_RULES: readonly string[] = ${JSON.stringify(rules, null, 2)};\n`);
    }
    expect(rules[0]).toBe('@layer reset,base,tokens,recipes;');
    expect(rules.some((rule) => rule.includes('--chakra-colors-accent-500:#2C7EF4'))).toBe(true);
    // A theme change (system.ts) makes this fail: run this test with UPDATE_CHAKRA_GLOBAL_CSS=1, then prettier.
    expect(CHAKRA_GLOBAL_RULES).toEqual(rules);
  });

  it('are in the page once, before the components styles, and the provider inserts none of them', () => {
    const rules = insertedRules(() => {
      const first = renderInto(
        <UiProvider>
          <div />
        </UiProvider>,
      );
      const second = renderInto(
        <UiProvider>
          <div />
        </UiProvider>,
      );
      first();
      second();
    });
    expect(rules.filter((rule) => CHAKRA_GLOBAL_RULES.includes(rule))).toEqual([]);
    const sheets = document.head.querySelectorAll(`style[${GLOBAL_CSS_ATTRIBUTE}]`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toBe(CHAKRA_GLOBAL_RULES.join(''));
    expect(document.head.querySelector('style')).toBe(sheets[0]);
  });

  it("gives the provider the console's system, every part of it but the global styles", () => {
    const system = consoleSystem();
    const provided = providedConsoleSystem();
    expect(provided._global).toEqual([]);
    expect(provided._config.disableLayers).toBe(true);
    expect(system._config.disableLayers).toBeFalsy();
    expect(provided.css).toBe(system.css);
    expect(provided.tokens).toBe(system.tokens);
    expect(Object.keys(provided).sort()).toEqual(Object.keys(system).sort());
  });
});
